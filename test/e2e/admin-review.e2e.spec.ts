import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createStaffUser, eventReader } from '../support/accounts.js';
import { launchBrowser, seriousAxeViolations } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk, finalSubmission, personalDetails } from './applications.fixture.js';
import { staffClient, staffSees, submittedApplication, type StaffClient } from './review.fixture.js';

/** The reviewer's screens in Chromium: dashboard, details with flags, corrections, approval, history, queue, 409. */
const ARTIFACTS = 'test/artifacts/admin-review';

describe('staff review in the browser', () => {
  let system: TestSystem;
  let browser: Browser;
  const reader = eventReader();
  let boss: { email: string; password: string };
  let reviewer: { email: string; password: string };
  let other: { email: string; password: string };
  let api: StaffClient;
  let auditor: StaffClient;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    browser = await launchBrowser();
    [boss, reviewer, other, api, auditor] = await Promise.all([
      createStaffUser(system.app, 'superadmin'),
      createStaffUser(system.app, 'reviewer'),
      createStaffUser(system.app, 'reviewer'),
      staffClient(system, 'superadmin'),
      staffClient(system, 'auditor'),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await system?.close();
    await reader.close();
  });

  async function signedIn(account: { email: string; password: string }) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-EC' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/`);
    await page.locator('input[name=email]').fill(account.email);
    await page.locator('input[name=password]').fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor();
    return { page, errors };
  }

  async function check(page: Page, name: string) {
    await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  /** The decision's dialog: it names the decision and the applicant; `shot` saves it and runs axe. */
  async function confirmDecision(page: Page, decision: string, title: string, shot?: string) {
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    if (shot) await check(page, shot);
    await dialog.getByRole('button', { name: decision }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  const details = (page: Page, id: string) => page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/#/applications/${id}/show`);

  it('shows the dashboard cards as the statistics endpoint counts them, and every chart', async () => {
    await submittedApplication(system, reader);
    const { page, errors } = await signedIn(boss);
    const stats = expectOk(await api.get('applications/statistics')).body.statistics;
    const cards = page.getByTestId('summary-cards');
    await cards.getByText('Total de Cuentas').waitFor();
    expect(await cards.locator('.MuiCard-root', { hasText: 'Total de Cuentas' }).locator('p.MuiTypography-h4').textContent()).toBe(String(stats.accounts_summary.total_accounts));
    expect(await cards.locator('.MuiCard-root', { hasText: 'Con Aplicación' }).locator('p.MuiTypography-h4').textContent()).toBe(String(stats.accounts_summary.with_application));
    for (const title of ['Estado de las cuentas', 'Estado de las aplicaciones', 'Avance del formulario', 'Distribución por género', 'Grupos de edad', 'Postulaciones por día', 'Revisiones diarias por revisor', 'Aprobadas y rechazadas por día y revisor', 'Totales por revisor'])
      await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.locator('svg.MuiChartsSurface-root, .MuiChartsSurface-root').count()).toBeGreaterThanOrEqual(7);
    // MUI X Charts' own texts are English: every chart gets the Spanish ones.
    expect(await page.getByText('No data to display').count()).toBe(0);
    await check(page, 'dashboard');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('flags two fields and requests corrections; after the resubmission approves and sees the history', async () => {
    const applicant = await submittedApplication(system, reader);
    await staffSees(auditor, applicant.id, 'submitted');
    const { page, errors } = await signedIn(reviewer);
    await details(page, applicant.id);
    await page.locator('h1', { hasText: 'Detalles de la Aplicación' }).waitFor();
    // Spanish labels and the portal's choice labels, never the stored keys (gender 'female', services 'water, electricity').
    await page.getByText('Primer nombre', { exact: true }).waitFor();
    await page.getByText('Femenino', { exact: true }).waitFor();
    await page.getByText('Agua potable, Energía eléctrica', { exact: true }).waitFor();
    await page.getByText('Nombre completo:', { exact: true }).waitFor();
    await page.getByText('Parentesco: Tío/a', { exact: true }).waitFor();
    await page.getByText('14/03/2005', { exact: true }).waitFor();
    for (const raw of ['first name', 'first_name', 'female', 'water, electricity', 'full name:', 'date_of_birth']) expect(await page.getByText(raw, { exact: true }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Teléfono', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Motivación', exact: true }).check();
    const request = page.getByRole('button', { name: 'Solicitar Correcciones' });
    expect(await request.isDisabled()).toBe(true);
    await page.fill('textarea[name=correction_notes]', 'Revise el teléfono y la motivación');
    // Ticked boxes would be dropped by an approval or a rejection: both wait until the boxes are cleared.
    expect(await page.getByRole('button', { name: 'Aprobar' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Rechazar' }).isDisabled()).toBe(true);
    await page.getByText('Hay campos marcados para corrección: desmárquelos para aprobar o rechazar.').waitFor();
    await page.getByRole('button', { name: 'Aprobar' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/details-decision-ticked.png` });
    await check(page, 'details');
    await request.click();
    await confirmDecision(page, 'Solicitar Correcciones', '¿Solicitar correcciones a Ana Pérez?', 'details-confirm-corrections');
    await page.getByText('Correcciones enviadas correctamente').waitFor();

    // A number found nowhere else (the household member's is 0998887766): seeing it means the page shows the corrected details.
    const corrected = '0991357913';
    expectOk(await applicant.send('put', 'application/personal-details', personalDetails({ phone_number: corrected })));
    expectOk(await applicant.send('post', 'application/submit', finalSubmission({ motivation: 'Quiero estudiar inglés para mi carrera.' })));
    // The reviewer decides on what the read model shows: wait for the resubmission there, or the decision rightly gets 409.
    await staffSees(auditor, applicant.id, 'correction_applicant');

    // The reviewer was on another application (the queue's next one) whose details answer late, after this one's: the
    // late answer must not replace the application opened since (it did, and 'Aprobar' then sent the other's revision).
    const left = await submittedApplication(system, reader);
    await staffSees(auditor, left.id, 'submitted');
    let answerLate = () => {};
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    const leftDetails = (url: URL) => url.pathname.endsWith('/applications/details') && url.searchParams.get('id') === left.id;
    await page.route(leftDetails, async (route) => {
      await late;
      await route.continue();
    });
    const leftAsked = page.waitForRequest((req) => leftDetails(new URL(req.url())));
    await details(page, left.id);
    await leftAsked;
    await details(page, applicant.id);
    await page.getByText(corrected, { exact: true }).waitFor();
    const leftAnswered = page.waitForResponse((res) => leftDetails(new URL(res.url())));
    answerLate();
    await (await leftAnswered).finished();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByText(corrected, { exact: true }).count()).toBe(1);
    expect(await page.getByText(applicant.email, { exact: true }).count()).toBe(1);
    await check(page, 'details-corrected');
    await page.fill('textarea[name=correction_notes]', 'Cumple los requisitos');
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await confirmDecision(page, 'Aprobar', '¿Aprobar la aplicación de Ana Pérez?');
    await page.getByText('Estado actualizado correctamente').waitFor();
    // Back to it at once (the list it went to may not have rendered yet): the decided application, not the screen as left.
    await details(page, applicant.id);
    await page.getByRole('button', { name: 'Historial de Cambios' }).click();
    await page.getByText('En Revisión → Aprobada', { exact: true }).waitFor();
    expect(await page.inputValue('textarea[name=correction_notes]')).toBe('');
    await page.getByText('Correcciones listas para revisión → En Revisión', { exact: true }).waitFor();
    await check(page, 'details-history');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('asks for each decision naming it and the applicant; cancelling sends nothing; the keyboard alone decides', async () => {
    const applicant = await submittedApplication(system, reader, { registration: { first_name: 'Marisol', last_name: 'Quiñónez' } });
    await staffSees(auditor, applicant.id, 'submitted');
    const { page, errors } = await signedIn(reviewer);
    await details(page, applicant.id);
    await page.locator('h1', { hasText: 'Detalles de la Aplicación' }).waitFor();
    await page.fill('textarea[name=correction_notes]', 'No cumple');
    await page.getByRole('button', { name: 'Rechazar' }).click();
    const reject = page.getByRole('dialog', { name: '¿Rechazar la aplicación de Marisol Quiñónez?' });
    await reject.getByText('Se rechazará la aplicación de Marisol Quiñónez y se le enviará un correo de inmediato. Esta decisión no se puede deshacer.').waitFor();
    await check(page, 'details-confirm-reject');
    await page.keyboard.press('Escape');
    await reject.waitFor({ state: 'detached' });
    await staffSees(auditor, applicant.id, 'under_review');

    // Keyboard only: Enter on 'Aprobar' opens the dialog, whose confirm button has the focus.
    await page.getByRole('button', { name: 'Aprobar' }).focus();
    await page.keyboard.press('Enter');
    const approve = page.getByRole('dialog', { name: '¿Aprobar la aplicación de Marisol Quiñónez?' });
    await approve.waitFor();
    expect(await approve.getByRole('button', { name: 'Aprobar' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Estado actualizado correctamente').waitFor();
    await staffSees(auditor, applicant.id, 'approved');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('highlights in the list what the server\'s entry conditions fail, and a grade of 90 of 100 not', async () => {
    const [ninety, low] = await Promise.all([
      submittedApplication(system, reader, { academic: { graduation_grade: 90 } }),
      submittedApplication(system, reader, { academic: { graduation_grade: 84 } }),
    ]);
    await Promise.all([staffSees(auditor, ninety.id, 'submitted'), staffSees(auditor, low.id, 'submitted')]);
    // The server's rule, which the list's must match.
    const entry = expectOk(await api.get('applications/entry-conditions')).body.applications.map((a: { application_id: string }) => a.application_id);
    expect(entry).toContain(low.id);
    expect(entry).not.toContain(ninety.id);
    const { page, errors } = await signedIn(reviewer);
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/#/applications`);
    const row = (email: string) => page.getByRole('row').filter({ hasText: email });
    const background = (email: string) => row(email).evaluate((el) => getComputedStyle(el).backgroundColor);
    await eventually(async () => (await background(low.email)) === 'rgba(244, 67, 54, 0.14)', 30_000);
    expect(await background(ninety.email)).not.toBe('rgba(244, 67, 54, 0.14)');
    const weight = (email: string, text: string) => row(email).getByRole('cell', { name: text, exact: true }).evaluate((el) => getComputedStyle(el).fontWeight);
    expect(await weight(low.email, '84')).toBe('700');
    expect(await weight(ninety.email, '90')).toBe('400');
    await check(page, 'list-eligibility');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('gives the second of two reviewers deciding at once the 409 message and a reload button', async () => {
    const applicant = await submittedApplication(system, reader);
    await staffSees(auditor, applicant.id, 'submitted');
    // Signed in one after the other: two admin bundles loading at once on a loaded box once outlasted the 30 s wait.
    const first = await signedIn(reviewer);
    const second = await signedIn(other);
    // The first opens it for review (it shows 'En Revisión'), then the second: both hold the same revision.
    await details(first.page, applicant.id);
    await first.page.getByText('En Revisión').first().waitFor();
    await details(second.page, applicant.id);
    for (const { page } of [first, second]) {
      await page.locator('h1', { hasText: 'Detalles de la Aplicación' }).waitFor();
      await page.fill('textarea[name=correction_notes]', 'Revisado');
    }
    await first.page.getByRole('button', { name: 'Aprobar' }).click();
    await confirmDecision(first.page, 'Aprobar', '¿Aprobar la aplicación de Ana Pérez?');
    await first.page.getByText('Estado actualizado correctamente').waitFor();
    await second.page.getByRole('button', { name: 'Rechazar' }).click();
    await confirmDecision(second.page, 'Rechazar', '¿Rechazar la aplicación de Ana Pérez?');
    await second.page.getByText('La aplicación fue modificada por otro revisor. Recargue los detalles.').waitFor();
    await second.page.getByRole('button', { name: 'Recargar' }).waitFor();
    await second.page.screenshot({ path: `${ARTIFACTS}/conflict.png`, fullPage: true });
    await first.page.context().close();
    await second.page.context().close();
  }, 180_000);
});
