import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createStaffUser, eventReader } from '../support/accounts.js';
import { launchBrowser, seriousAxeViolations } from '../support/browser.js';
import { uniqueName } from '../support/databases.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { API, bornYearsAgo, DEADLINE, expectOk, finalSubmission, type ApplicantClient } from './applications.fixture.js';
import { staffClient, submittedApplication, type StaffClient } from './review.fixture.js';
import request from 'supertest';

/** The superadmin's 'Retención de datos' and a minor's legal representative in the details, in Chromium. */
const ARTIFACTS = 'test/artifacts/admin-retention';
const STEP_TIMEOUT = 90_000;

describe('staff panel: data retention and the legal representative', () => {
  let system: TestSystem;
  let browser: Browser;
  const reader = eventReader();
  let superadmin: StaffClient;
  let rejected: ApplicantClient;
  let minor: ApplicantClient;
  const logins: Record<'superadmin' | 'reviewer', { email: string; password: string }> = {} as never;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    // Rejections are kept a minute; the sweep runs hourly: the rejection waits in the list for the next run.
    const env = { APPLICATION_DEADLINE: DEADLINE, RETENTION_PERIODS: JSON.stringify({ never_submitted: { months: 6 }, rejected: { seconds: 60 }, awarded: null }), RETENTION_SWEEP_EVERY_MS: '3600000', QUEUE_NAMESPACE: uniqueName('retencion') };
    system = await startTestSystem(env);
    browser = await launchBrowser();
    [superadmin, logins.superadmin, logins.reviewer] = await Promise.all([staffClient(system, 'superadmin'), createStaffUser(system.app, 'superadmin'), createStaffUser(system.app, 'reviewer')]);
    rejected = await submittedApplication(system, reader);
    expectOk(await superadmin.post('applications/update-status', { application_id: rejected.id, new_status: 'rejected', correction_notes: 'No cumple' }));
    minor = await submittedApplication(system, reader, { personal: { date_of_birth: bornYearsAgo(14) }, unsent: true });
    const email = `tutora.${minor.id.slice(0, 8)}@example.org`;
    expectOk(await minor.send('post', 'application/legal-representative', { first_name: 'Rosa', last_name: 'Mora', identification: '0926687856', relationship: 'tutor_legal', email, phone: '0991234567' }));
    const mail = await eventually(() => system.smtp.received.find((m) => JSON.stringify(m.to).includes(email)));
    const token = /#\/representante\/(\S+)/.exec(mail.text!)![1];
    expectOk(await request(system.url).post(`${API}/public/legal-representative/confirm`).send({ token }));
    expectOk(await minor.send('post', 'application/submit', finalSubmission()));
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await system?.close();
    await reader.close();
  });

  async function signedIn(role: 'superadmin' | 'reviewer', width: number, colorScheme: 'light' | 'dark' = 'light') {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-EC', timezoneId: 'UTC', colorScheme });
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/`);
    await page.locator('input[name=email]').fill(logins[role].email);
    await page.locator('input[name=password]').fill(logins[role].password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor();
    return page;
  }
  async function check(page: Page, name: string) {
    await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }

  it('shows a superadmin what the next run erases, and holds an application with a reason', async () => {
    const page = await signedIn('superadmin', 1366);
    await page.getByRole('menuitem', { name: 'Retención de datos' }).click();
    const row = page.getByRole('row').filter({ hasText: rejected.email });
    await row.getByText('Se eliminará').waitFor();
    await check(page, 'retention-1366');
    await row.getByRole('button', { name: 'Retener' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Retener' }).click();
    await dialog.getByText('El motivo de la retención es requerido').waitFor();
    await dialog.locator('textarea[name=reason]').fill('Reclamo administrativo pendiente');
    await dialog.getByRole('button', { name: 'Retener' }).click();
    await row.getByText(/Retenida por .*: Reclamo administrativo pendiente/).waitFor();
    await check(page, 'retention-held-1366');
    for (const [width, scheme] of [[360, 'light'], [360, 'dark']] as const) {
      const phone = await signedIn('superadmin', width, scheme);
      await phone.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/#/retention`);
      await phone.getByText(/Próxima ejecución/).waitFor();
      await check(phone, `retention-${width}-${scheme}`);
      await phone.context().close();
    }
    await page.getByRole('button', { name: 'Levantar retención' }).first().click();
    await row.getByText('Se eliminará').waitFor();
    await page.context().close();
  });

  it('shows the representative and the confirmation in the details; reviewers have no retention screen', async () => {
    const page = await signedIn('reviewer', 1366);
    expect(await page.getByRole('menuitem', { name: 'Retención de datos' }).count()).toBe(0);
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/#/applications/${minor.id}/show`);
    await page.getByText('Representante legal (menor de 15 años)').waitFor();
    await page.getByText(/^Confirmó la postulación el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    await page.getByText('Tutor/a legal').waitFor();
    await check(page, 'details-representative-1366');
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/#/retention`);
    await page.waitForFunction(() => !window.location.hash.startsWith('#/retention'));
    await page.context().close();
  });
});
