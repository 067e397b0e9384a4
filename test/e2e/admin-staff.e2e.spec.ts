import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import request from 'supertest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { totpCode } from '../../api/src/identity/staff-totp/totp.js';
import { createStaffUser, eventReader, login } from '../support/accounts.js';
import { launchBrowser, seriousAxeViolations } from '../support/browser.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { ApplicantClient, DEADLINE, expectOk } from './applications.fixture.js';
import { staffClient, StaffClient, submittedApplication } from './review.fixture.js';

/** The staff panel in Chromium against the whole system: login, roles, admin users, auto-reject, exports, e-mail log. */
const ARTIFACTS = 'test/artifacts/admin';
/** Two browsers and the staff API share a loaded CI machine. */
const BROWSER_TEST_TIMEOUT = 180_000;

describe('staff panel in the browser', () => {
  let system: TestSystem;
  let browser: Browser;
  const reader = eventReader();
  let boss: { email: string; password: string };
  let reviewer: { email: string; password: string };
  let api: StaffClient;
  let eligible: ApplicantClient;
  let particular: ApplicantClient;
  let elsewhere: ApplicantClient;
  let decided: ApplicantClient;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    browser = await launchBrowser();
    [boss, reviewer, api] = await Promise.all([createStaffUser(system.app, 'superadmin'), createStaffUser(system.app, 'reviewer'), staffClient(system, 'superadmin')]);
    [eligible, particular, elsewhere, decided] = await Promise.all([
      submittedApplication(system, reader),
      submittedApplication(system, reader, { academic: { institution_type: 'particular', graduation_grade: 16.5 }, financial: { monthly_income: 500 } }),
      submittedApplication(system, reader, { address: { city: 'Durán' } }),
      submittedApplication(system, reader),
    ]);
    // The reviewer has one decision behind them, for 'Aplicaciones Revisadas' (auto-rejections do not count as reviews).
    const signedIn = await login(system.url, 'user', reviewer.email, reviewer.password);
    const reviewerApi = new StaffClient(system.url, '', signedIn.body.token);
    expectOk(await reviewerApi.post('applications/update-status', { application_id: decided.id, new_status: 'rejected', correction_notes: 'No cumple' }));
  }, BROWSER_TEST_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await system?.close();
    await reader.close();
  });

  const base = () => `${system.url.replace('127.0.0.1', 'localhost')}/admin/`;

  async function open(width = 1366, height = 900): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true, locale: 'es-EC' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Any request leaving for another host would be a leak (fonts, telemetry).
    page.on('request', (r) => {
      if (!r.url().startsWith(system.url.replace('127.0.0.1', 'localhost')) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) errors.push(`external request ${r.url()}`);
    });
    await page.goto(base());
    return { context, page, errors };
  }

  async function signIn(page: Page, account: { email: string; password: string }) {
    await page.getByPlaceholder('Correo electrónico').fill(account.email);
    await page.getByPlaceholder('Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  }

  async function expectAccessible(page: Page, name: string) {
    await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  const menu = (page: Page) => page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();

  it('shows the login without a session, and the server message on a wrong password', async () => {
    const { context, page, errors } = await open();
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    expect(page.url()).toContain('/admin/#/login');
    await expectAccessible(page, 'login');
    await signIn(page, { email: boss.email, password: 'no-es-la-clave' });
    await page.getByRole('alert').filter({ hasText: 'Usuario o contraseña incorrectos' }).waitFor();
    expect(await page.getByPlaceholder('Contraseña').isEnabled()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/login-error.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, BROWSER_TEST_TIMEOUT);

  it('lets a superadmin create a reviewer (short password refused) and see every menu entry', async () => {
    const { context, page, errors } = await open();
    await signIn(page, boss);
    await page.waitForURL(/#\/dashboard/);
    await page.getByText('Persona superadmin').waitFor();
    for (const entry of ['Dashboard', 'Aplicaciones', 'Aplicantes', 'Revisores', 'Emails', 'Usuarios']) await menu(page).getByRole('menuitem', { name: entry }).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('auth_data')))!)).toMatchObject({ user: { role: 'superadmin' }, token: expect.any(String) });

    await menu(page).getByRole('menuitem', { name: 'Usuarios' }).click();
    await page.getByRole('button', { name: 'Crear Administrador' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Mínimo 8 caracteres').waitFor();
    await dialog.locator('input[name="full_name"]').fill('Rosa Revisora');
    await dialog.locator('input[name="email"]').fill(`rosa-${Date.now()}@postula.test`);
    await dialog.locator('input[name="password"]').fill('corta');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('La contraseña debe tener al menos 8 caracteres').waitFor();
    await expectAccessible(page, 'users-create');
    await dialog.locator('input[name="password"]').fill('una-clave-larga');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Usuario creado exitosamente').waitFor();
    await page.getByRole('cell', { name: 'Rosa Revisora', exact: true }).waitFor();
    await page.getByText(/Página 1 de \d+/).waitFor();
    await expectAccessible(page, 'users');
    expect(errors).toEqual([]);
    await context.close();
  }, BROWSER_TEST_TIMEOUT);

  it('shows the applicants failing the entry conditions and rejects them on confirmation', async () => {
    const { context, page, errors } = await open();
    await signIn(page, boss);
    await page.waitForURL(/#\/dashboard/);
    await page.goto(`${base()}#/users/auto-reject`);
    await page.getByText('¡Atención!').waitFor();
    await page.getByText('Total a rechazar: 2 postulantes').waitFor();
    for (const client of [particular, elsewhere]) await page.getByRole('row').filter({ hasText: client.email }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: eligible.email }).count()).toBe(0);
    expect(await page.locator('tr[data-flagged="true"]').count()).toBe(2);
    await expectAccessible(page, 'auto-reject');

    await page.getByRole('button', { name: 'Confirmar Rechazo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Estás a punto de rechazar automáticamente 2 postulantes. Esta acción quedará registrada con tu usuario y no se puede deshacer.').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/auto-reject-confirm.png` });
    await dialog.getByRole('button', { name: 'Confirmar Rechazo' }).click();
    await page.getByText('Total a rechazar: 0 postulantes').waitFor();
    for (const client of [particular, elsewhere]) {
      await eventually(async () => (await api.get(`applications/all?applicant_email=${encodeURIComponent(client.email)}`)).body.data[0]?.status === 'rejected');
    }

    // Revisores: the reviewer's decision under 'Aplicaciones Revisadas', with its history.
    await menu(page).getByRole('menuitem', { name: 'Revisores' }).click();
    await page.getByRole('row').filter({ hasText: reviewer.email }).getByRole('button', { name: 'Aplicaciones Revisadas' }).click();
    const reviewed = page.getByRole('dialog');
    await reviewed.getByRole('row').filter({ hasText: decided.email }).filter({ hasText: 'Rechazada' }).waitFor();
    await expectAccessible(page, 'reviewers-reviewed');
    await reviewed.getByRole('row').filter({ hasText: decided.email }).getByRole('button', { name: 'Historial de Cambios' }).click();
    await page.getByRole('dialog', { name: /Historial de Cambios/ }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/reviewers-history.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, BROWSER_TEST_TIMEOUT);

  it('downloads the Excel of a status and an application PDF from the list, and reads the e-mail log', async () => {
    const { context, page, errors } = await open();
    await signIn(page, boss);
    await page.waitForURL(/#\/dashboard/);
    await menu(page).getByRole('menuitem', { name: 'Aplicaciones' }).click();
    const row = page.getByRole('row').filter({ hasText: eligible.email });
    await row.waitFor();
    await expectAccessible(page, 'applications');

    await page.getByLabel('Estado a descargar').click();
    await page.getByRole('option', { name: 'Enviada' }).click();
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^postulaciones-enviadas-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.getByText('Archivo Excel descargado exitosamente').waitFor();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await excel.path())!);
    const cells = workbook.worksheets[0].getSheetValues().flat().map(String);
    expect(cells).toContain(eligible.email);
    expect(cells).not.toContain(decided.email); // rejected in beforeAll

    const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`ficha-aplicante-${eligible.id}.pdf`);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    // 'Filtros rápidos': averages in the gap of the 20 scale (11–16.99) leave the 16.5 and drop the 9.2.
    await page.getByLabel('Filtros rápidos').click();
    await page.getByRole('option', { name: 'Promedio inválido (sobre 20)' }).click();
    await page.getByRole('row').filter({ hasText: eligible.email }).waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: particular.email }).waitFor();
    expect(await page.locator('input[name="academic_average_max"]').inputValue()).toBe('16.99');

    await menu(page).getByRole('menuitem', { name: 'Emails' }).click();
    await page.locator('input[name="email"]').fill(eligible.email);
    await page.getByRole('row').filter({ hasText: eligible.email }).filter({ hasText: 'Bienvenida' }).waitFor();
    await page.getByRole('row').filter({ hasText: eligible.email }).filter({ hasText: 'Postulación enviada' }).waitFor();
    // The e-mail filter leaves only that applicant's messages.
    await page.getByRole('row').filter({ hasText: particular.email }).first().waitFor({ state: 'detached' });
    await expectAccessible(page, 'email-logs');
    expect(errors).toEqual([]);
    await context.close();
  }, BROWSER_TEST_TIMEOUT);

  it('keeps Usuarios and Revisores from a reviewer, in the menu and by address', async () => {
    const { context, page, errors } = await open();
    await signIn(page, reviewer);
    await page.waitForURL(/#\/dashboard/);
    await menu(page).getByRole('menuitem', { name: 'Aplicaciones' }).waitFor();
    expect(await menu(page).getByRole('menuitem', { name: 'Usuarios' }).count()).toBe(0);
    expect(await menu(page).getByRole('menuitem', { name: 'Revisores' }).count()).toBe(0);
    for (const path of ['users', 'reviewers', 'users/auto-reject']) {
      await page.goto(`${base()}#/${path}`);
      await page.waitForURL(/#\/access-denied/);
      await page.getByText('No tiene permisos para acceder a esta página').waitFor();
      expect(await page.getByRole('button', { name: 'Crear Administrador' }).count()).toBe(0);
      expect(await page.getByText('Aplicaciones Revisadas').count()).toBe(0);
      expect(await page.getByText('¡Atención!').count()).toBe(0);
    }
    await page.screenshot({ path: `${ARTIFACTS}/reviewer-refused.png` });
    await menu(page).getByRole('menuitem', { name: 'Aplicantes' }).click();
    const applicant = page.getByRole('row').filter({ hasText: eligible.email });
    await applicant.waitFor();
    await expectAccessible(page, 'applicants');

    // 'Contraseña': at least 8 characters, then saved.
    await applicant.getByRole('button', { name: 'Contraseña' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="new_password"]').fill('corta');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('La contraseña debe tener al menos 8 caracteres').waitFor();
    await dialog.locator('input[name="new_password"]').fill('nueva-clave-segura');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Contraseña actualizada exitosamente').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // 'Editar Aplicante': the second name is corrected.
    await applicant.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('dialog', { name: 'Editar Aplicante' }).locator('input[name="middle_name"]').fill('Mercedes');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Aplicante actualizado exitosamente').waitFor();
    await page.getByRole('row').filter({ hasText: eligible.email }).filter({ hasText: 'Ana Mercedes' }).waitFor();

    // 'Cerrar Sesión' clears the stored session and returns to the login.
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    expect(await page.evaluate(() => ['auth_data', 'token', 'user'].map((key) => localStorage.getItem(key)))).toEqual([null, null, null]);
    expect(errors).toEqual([]);
    await context.close();
  }, BROWSER_TEST_TIMEOUT);

  it('keeps the applications list usable on a 390 px phone', async () => {
    const { context, page, errors } = await open(390, 844);
    // On a phone at night: the stored dark theme is used from the first paint.
    await page.evaluate(() => localStorage.setItem('preferred-theme', 'dark'));
    await page.reload();
    await signIn(page, reviewer);
    await page.waitForURL(/#\/dashboard/);
    await page.goto(`${base()}#/applications`);
    await page.getByText(eligible.email).first().waitFor();
    await page.getByRole('button', { name: 'Agregar filtro' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(250, 250, 250)');
    await expectAccessible(page, 'applications-390');
    await page.locator('input[name="applicant_email"]').fill('nadie-con-este-correo@example.com');
    await page.getByText('No hay aplicaciones disponibles').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, BROWSER_TEST_TIMEOUT);

  it('opens the login, with nothing thrown, when the session ends under an open screen', async () => {
    const { context, page, errors } = await open();
    const screens = [
      ['dashboard', page.getByText('Total de Cuentas')],
      ['users/auto-reject', page.getByText('¡Atención!')],
      [`applications/${decided.id}/show`, page.locator('h1', { hasText: 'Detalles de la Aplicación' })],
    ] as const;
    for (const [path, shown] of screens) {
      await signIn(page, boss);
      await page.waitForURL(/#\/dashboard/);
      await page.goto(`${base()}#/${path}`);
      await shown.waitFor();
      // Ended elsewhere (another tab's logout; a reset second factor does the same): the screen's calls now get 401.
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      expectOk(await new StaffClient(system.url, '', token).post('auth/logout'));
      await page.reload();
      await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
      expect(errors).toEqual([]);
    }
    await context.close();
  }, BROWSER_TEST_TIMEOUT);

  it('moves an active second factor to another app only with a code of the active one as well, shown under its own field', async () => {
    const staff = await createStaffUser(system.app, 'reviewer');
    const own = new StaffClient(system.url, '', (await login(system.url, 'user', staff.email, staff.password)).body.token);
    const active: string = expectOk(await own.post('auth/user/totp/setup')).body.secret;
    expectOk(await own.post('auth/user/totp/enable', { secret: active, totp_code: totpCode(active, Date.now()) }));

    const { context, page, errors } = await open();
    // In the dark theme (the light one is in the enrolment test's pictures of the same form).
    await page.evaluate(() => localStorage.setItem('preferred-theme', 'dark'));
    await page.reload();
    await signIn(page, staff);
    await page.locator('input[name="totp_code"]').fill(totpCode(active, Date.now()));
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(/#\/dashboard/);
    await menu(page).getByRole('menuitem', { name: 'Verificación en dos pasos' }).click();
    await page.getByTestId('two-factor-status').filter({ hasText: 'Estado: Activada' }).waitFor();
    await page.getByRole('button', { name: 'Cambiar de aplicación o teléfono' }).click();
    await page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).waitFor();
    const next = (await page.locator('code').textContent())!.replace(/\s/g, '');
    await page.getByLabel('Código de la nueva aplicación').fill(totpCode(next, Date.now()));
    const replace = page.getByRole('button', { name: 'Reemplazar', exact: true });
    expect(await replace.isDisabled()).toBe(true);
    await page.getByLabel('Código de la verificación activa').fill(totpCode(active, Date.now() + 10 * 60_000));
    await replace.click();
    await page.getByText('El código de la verificación en dos pasos activa es incorrecto').waitFor();
    await expectAccessible(page, 'two-factor-replace-dark');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, 'two-factor-replace-360-dark');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByLabel('Código de la verificación activa').fill(totpCode(active, Date.now()));
    await replace.click();
    await page.getByText('Verificación en dos pasos activada').waitFor();
    await page.getByTestId('two-factor-status').filter({ hasText: 'Estado: Activada' }).waitFor();
    // The step of the code that signed in above is spent for the account, whichever app shows it: the next one signs in.
    const withNew = await request(system.url).post('/backend/api/auth/user/login').send({ email: staff.email, password: staff.password, totp_code: totpCode(next, Date.now() + 30_000) });
    expect(withNew.status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  }, BROWSER_TEST_TIMEOUT);

  it('lets a superadmin turn on a second factor and require it; a reviewer without one can only enrol it, signs in with the code, and after a lost phone enrols anew', async () => {
    const [chief, newcomer] = await Promise.all([createStaffUser(system.app, 'superadmin'), createStaffUser(system.app, 'reviewer')]);
    const enrol = async (page: Page, screenshot: string) => {
      await page.getByRole('button', { name: 'Configurar' }).click();
      await page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).waitFor();
      await expectAccessible(page, screenshot);
      const secret = (await page.locator('code').textContent())!.replace(/\s/g, '');
      await page.locator('input[name="totp_code"]').fill(totpCode(secret, Date.now()));
      await page.getByRole('button', { name: 'Activar' }).click();
      return secret;
    };

    const { context, page, errors } = await open();
    await signIn(page, chief);
    await page.waitForURL(/#\/dashboard/);
    await menu(page).getByRole('menuitem', { name: 'Verificación en dos pasos' }).click();
    await page.getByTestId('two-factor-status').filter({ hasText: 'Estado: Desactivada' }).waitFor();
    await page.getByLabel('Exigir la verificación en dos pasos a todo el personal').click();
    await page.getByRole('alert').filter({ hasText: 'Active primero su propia verificación en dos pasos' }).waitFor();
    const chiefSecret = await enrol(page, 'two-factor-setup');
    await page.getByTestId('two-factor-status').filter({ hasText: 'Estado: Activada' }).waitFor();
    await page.getByLabel('Exigir la verificación en dos pasos a todo el personal').click();
    await page.getByText('La verificación en dos pasos ahora es obligatoria para todo el personal').waitFor();
    await context.close();

    const second = await open();
    await signIn(second.page, newcomer);
    await second.page.waitForURL(/#\/two-factor/);
    await second.page.getByText('El administrador exige la verificación en dos pasos a todo el personal. Actívela para entrar al panel.').waitFor();
    expect(await menu(second.page).getByRole('menuitem', { name: 'Aplicaciones' }).count()).toBe(0);
    expect(await menu(second.page).getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);
    await second.page.getByTestId('two-factor-status').filter({ hasText: 'Estado: Desactivada' }).waitFor();
    await expectAccessible(second.page, 'two-factor-required');
    const own = await enrol(second.page, 'two-factor-enrolment');
    await second.page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    await second.page.getByText('Verificación activada. Inicie sesión con su contraseña y el código de la aplicación.').waitFor();
    await signIn(second.page, newcomer);
    await second.page.locator('input[name="totp_code"]').fill(totpCode(own, Date.now()));
    await second.page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await second.page.waitForURL(/#\/dashboard/);
    await menu(second.page).getByRole('menuitem', { name: 'Aplicaciones' }).waitFor();

    // The newcomer lost the phone: the chief resets the factor from the users' list, which ends the newcomer's session.
    const third = await open();
    await signIn(third.page, chief);
    await third.page.locator('input[name="totp_code"]').fill(totpCode(chiefSecret, Date.now()));
    await third.page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await third.page.waitForURL(/#\/dashboard/);
    await menu(third.page).getByRole('menuitem', { name: 'Usuarios' }).click();
    await third.page.locator('input[name="search"]').fill(newcomer.email);
    await third.page.getByRole('button', { name: 'Aplicar Filtros' }).click();
    await third.page.getByRole('row').filter({ hasText: newcomer.email }).getByRole('button', { name: 'Restablecer verificación en dos pasos Persona reviewer' }).click();
    await third.page.getByRole('dialog').getByText('Úselo cuando la persona perdió el teléfono', { exact: false }).waitFor();
    await expectAccessible(third.page, 'users-reset-totp');
    await third.page.getByRole('button', { name: 'Confirmar' }).click();
    await third.page.getByText('Verificación en dos pasos restablecida', { exact: false }).waitFor();
    await second.page.reload();
    await second.page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    await signIn(second.page, newcomer);
    await second.page.waitForURL(/#\/two-factor/);
    await second.page.getByTestId('two-factor-status').filter({ hasText: 'Estado: Desactivada' }).waitFor();
    expect([...errors, ...second.errors, ...third.errors]).toEqual([]);
    await second.context.close();
    await third.context.close();
    expectOk(await api.put('auth/user/totp/requirement', { required: false }));
  }, BROWSER_TEST_TIMEOUT);
});
