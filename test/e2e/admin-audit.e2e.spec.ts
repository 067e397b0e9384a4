import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createStaffUser, eventReader } from '../support/accounts.js';
import { launchBrowser, seriousAxeViolations } from '../support/browser.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk, finalSubmission } from './applications.fixture.js';
import type { ApplicantClient } from './applications.fixture.js';
import { staffClient, submittedApplication, type StaffClient } from './review.fixture.js';

/** The auditor in Chromium: read-only details, and the 'Línea de tiempo' tab replaying the application. */
const ARTIFACTS = 'test/artifacts/admin-audit';
/** A loaded CI machine (two browsers' worth of work on two cores) is slow, not wrong: generous waits, same assertions. */
const BROWSER_TEST_TIMEOUT = 300_000;
const STEP_TIMEOUT = 90_000;

describe('auditor in the staff panel', () => {
  let system: TestSystem;
  let browser: Browser;
  const reader = eventReader();
  let reviewer: StaffClient;
  let auditorLogin: { email: string; password: string };
  let applicant: ApplicantClient;
  let parishBefore: string;
  /** An instant after the corrections were requested and before the staff edit. */
  let beforeEdit: Date;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    browser = await launchBrowser();
    [auditorLogin, reviewer] = await Promise.all([createStaffUser(system.app, 'auditor'), staffClient(system, 'reviewer')]);
    applicant = await submittedApplication(system, reader);
    expectOk(await reviewer.post('applications/update-status', { application_id: applicant.id, new_status: 'correction_review', correction_notes: 'Revise la motivación', motivation_correction_application_info: true }));
    parishBefore = expectOk(await reviewer.get(`applications/details?id=${applicant.id}`)).body.application.address_details.parish;
    // The date picker has second precision: the whole second picked is before the edit, and a second after every
    // earlier event (else the picked second, cut to its start, could leave out the address saved in it).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    beforeEdit = new Date();
    expectOk(await reviewer.put(`applications/update-fields?application_id=${applicant.id}`, { address_details: { parish: 'Ximena' } }));
    expectOk(await applicant.send('post', 'application/submit', finalSubmission({ motivation: 'Quiero enseñar inglés en mi barrio.' })));
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await system?.close();
    await reader.close();
  });

  async function signedIn(width: number) {
    // A browser in UTC: the panel shows and reads dates in Guayaquil time whatever the machine's zone.
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-EC', timezoneId: 'UTC' });
    context.setDefaultTimeout(STEP_TIMEOUT);
    context.setDefaultNavigationTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/`);
    await page.locator('input[name=email]').fill(auditorLogin.email);
    await page.locator('input[name=password]').fill(auditorLogin.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor();
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/#/applications/${applicant.id}/show`);
    await page.locator('h1', { hasText: 'Detalles de la Aplicación' }).waitFor();
    return { page, errors };
  }

  async function check(page: Page, name: string) {
    await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  const changedRows = (page: Page) => page.locator('tr[data-changed=true]');

  it('shows the details read-only, and the timeline with the staff edit highlighted (1366 px)', async () => {
    const { page, errors } = await signedIn(1366);
    await page.getByRole('heading', { name: 'Información de la aplicación' }).waitFor();
    expect(await page.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Editar / }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Usuarios' }).count()).toBe(0);
    await check(page, 'details-read-only-1366');
    // The status history: the applicant's own changes are the applicant's, not the system's.
    await page.getByText('Historial de Cambios').click();
    const history = page.locator('li', { hasText: 'Correcciones solicitadas → Correcciones listas' });
    expect(await history.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Postulante/);
    expect(await page.locator('li', { hasText: '→ Enviada' }).textContent()).toContain('· Postulante');

    await page.getByRole('tab', { name: 'Línea de tiempo' }).click();
    const events = page.getByRole('list', { name: 'Eventos de la aplicación' });
    // The resubmission is the applicant's, its time and the picked date both 'dd/mm/aaaa HH:mm' in Guayaquil time.
    const resubmission = events.getByRole('button', { name: /Correcciones reenviadas/ });
    await resubmission.click();
    expect(await resubmission.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Ana Pérez \(Postulante\)/);
    await page.getByText('campos cambiaron en este momento (Correcciones reenviadas, Ana Pérez (Postulante))').waitFor();
    const shown = (await page.getByRole('heading', { level: 2 }).textContent())!.replace('La aplicación el ', '');
    expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await page.getByLabel('Fecha y hora').inputValue()).toBe(shown);
    expect((await resubmission.textContent())!.startsWith(shown)).toBe(true);
    await events.getByRole('button', { name: /Campos editados por el personal/ }).click();
    await page.getByText('1 campo cambió en este momento (Campos editados por el personal').waitFor();
    await expect(changedRows(page).textContent()).resolves.toContain('Ximena');
    expect(await changedRows(page).textContent()).toContain(`antes: ${parishBefore}`);
    // The replayed application in Spanish: labels, the catalog's choice labels, numbered list items.
    await page.getByRole('cell', { name: 'Referencia 1 · Nombre completo', exact: true }).waitFor();
    await page.locator('section[aria-label="Datos personales"]').getByRole('cell', { name: 'Femenino', exact: true }).waitFor();
    for (const raw of ['female', 'water, electricity', 'Referencia 1 · full name']) expect(await page.getByRole('cell', { name: raw, exact: true }).count()).toBe(0);
    await check(page, 'timeline-edit-1366');

    // The first event: the exam, nothing saved yet; the slider follows the chosen event.
    await events.getByRole('button', { name: /Examen diagnóstico completado/ }).click();
    await page.getByText('4 campos cambiaron en este momento (Examen diagnóstico completado').waitFor();
    expect(await page.getByRole('slider', { name: 'Momento de la línea de tiempo' }).getAttribute('aria-valuenow')).toBe('0');
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toContain('La aplicación el');
    expect(await page.locator('section[aria-label="Dirección"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, BROWSER_TEST_TIMEOUT);

  it('picks a date on a phone and shows the application as it was then (390 px)', async () => {
    const { page, errors } = await signedIn(390);
    await page.getByRole('tab', { name: 'Línea de tiempo' }).click();
    await page.getByRole('list', { name: 'Eventos de la aplicación' }).getByRole('button', { name: /Correcciones reenviadas/ }).waitFor();
    // Typed in Guayaquil time (UTC-5, no daylight saving) while the browser runs in UTC; a text that is no date says so.
    await page.getByLabel('Fecha y hora').fill('31/02/2026 10:00');
    await page.getByRole('button', { name: 'Ver en esa fecha' }).click();
    await page.getByText('Escriba la fecha como dd/mm/aaaa HH:mm').waitFor();
    const [day, time] = new Date(beforeEdit.getTime() - 5 * 3600_000).toISOString().slice(0, 19).split('T');
    await page.getByLabel('Fecha y hora').fill(`${day.split('-').reverse().join('/')} ${time}`);
    await page.getByRole('button', { name: 'Ver en esa fecha' }).click();
    const address = page.locator('section[aria-label="Dirección"]');
    await address.getByText(parishBefore, { exact: true }).waitFor();
    expect(await address.textContent()).not.toContain('Ximena');
    await check(page, 'timeline-date-390');
    expect(errors).toEqual([]);
    await page.context().close();
  }, BROWSER_TEST_TIMEOUT);
});
