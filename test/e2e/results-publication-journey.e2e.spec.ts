import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createStaffUser, eventReader, login } from '../support/accounts.js';
import { launchBrowser } from '../support/browser.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk, type ApplicantClient } from './applications.fixture.js';
import { checkScreen, signedIn, storeSession } from './portal-form.fixture.js';
import { staffClient, submittedApplication } from './review.fixture.js';

const ARTIFACTS = 'test/artifacts/results';
const PHONE = { width: 360, height: 740 };
const DESK = { width: 1366, height: 900 };
const DAY = 86_400_000;

/**
 * The results day in Chromium: an approval made before it leaves the applicant's phone (light and dark) at 'En
 * revisión' with no offer; the superadmin publishes from 'Becas' after confirming; the phone then shows the approval
 * with its offer. This file's database is its own, so the publication is this journey's alone.
 */
describe('results publication in the browser', () => {
  let system: TestSystem;
  let browser: Browser;
  const reader = eventReader();

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, RESULTS_PUBLISH_AT: new Date(Date.now() + 30 * DAY).toISOString() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.close();
    await reader.close();
  });

  const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });

  async function phone(client: ApplicantClient, colorScheme: 'light' | 'dark') {
    const context = await signedIn(browser, client, PHONE, colorScheme);
    const page = await context.newPage();
    await page.goto(`${system.url}/#/dashboard`);
    return { context, page };
  }

  it('the applicant sees the approval and its offer only once the superadmin publishes the results', async () => {
    const ana = await submittedApplication(system, reader);
    const reviewer = await staffClient(system, 'reviewer');
    expectOk(await reviewer.post('applications/update-status', { application_id: ana.id, new_status: 'approved', correction_notes: 'Cumple los requisitos.' }));

    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await phone(ana, scheme);
      const modal = page.getByRole('dialog', { name: 'Postulación en revisión' });
      await modal.waitFor();
      await shot(page, `360-${scheme}-before-publication-modal`);
      await modal.getByRole('button', { name: 'Continuar' }).click();
      await page.locator('.status-label').getByText('En revisión').waitFor();
      await page.getByText('Los resultados estarán disponibles a partir del').waitFor();
      expect(await page.getByText('Felicitaciones').count()).toBe(0);
      expect(await page.getByText('Aceptar beca').count()).toBe(0);
      await checkScreen(page);
      await shot(page, `360-${scheme}-before-publication`);
      await context.close();
    }

    // The superadmin publishes from 'Becas', after confirming.
    const account = await createStaffUser(system.app, 'superadmin');
    const { token, user } = expectOk(await login(system.url, 'user', account.email, account.password)).body;
    const desk = await browser.newContext({ viewport: DESK, locale: 'es-EC' });
    await storeSession(desk, token, user);
    const admin = await desk.newPage();
    const errors: string[] = [];
    admin.on('pageerror', (e) => errors.push(e.message));
    await admin.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/#/awards`);
    const state = admin.getByTestId('results-status');
    await state.getByText('Los resultados se publican el').waitFor();
    await shot(admin, '1366-becas-before-publication');
    await state.getByRole('button', { name: 'Publicar resultados' }).click();
    const confirm = admin.getByRole('dialog', { name: '¿Publicar los resultados ahora?' });
    await confirm.getByText('No se puede deshacer.', { exact: false }).waitFor();
    await shot(admin, '1366-becas-publish-confirmation');
    await confirm.getByRole('button', { name: 'Publicar resultados' }).click();
    await admin.getByText('Resultados publicados: se notificó 1 postulación.').waitFor();
    await state.getByText('Resultados publicados el').waitFor();
    await shot(admin, '1366-becas-published');
    expect(errors).toEqual([]);
    await desk.close();

    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await phone(ana, scheme);
      const modal = page.getByRole('dialog', { name: 'Felicitaciones...' });
      await modal.getByRole('button', { name: 'Aceptar beca' }).waitFor();
      await modal.getByText('hora de Ecuador', { exact: false }).waitFor();
      await shot(page, `360-${scheme}-after-publication-offer`);
      await modal.getByRole('button', { name: 'Decidir más tarde' }).click();
      await page.locator('.status-label').getByText('Aprobado').waitFor();
      await checkScreen(page);
      await shot(page, `360-${scheme}-after-publication`);
      await context.close();
    }
  }, 240_000);
});
