import { mkdirSync } from 'node:fs';
import request from 'supertest';
import type { Browser, Page, Request } from 'playwright-core';
import { createStaffUser, login } from '../support/accounts.js';
import { launchBrowser, seriousAxeViolations } from '../support/browser.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';

/**
 * The staff shell: opened without a session it goes straight to its login, leaving the history and other tabs'
 * sessions alone; signed in, its routes are the spec's.
 */
const ARTIFACTS = 'test/artifacts/admin';
const BROWSER_TEST_TIMEOUT = 120_000;

describe('staff shell', () => {
  let system: TestSystem;
  let browser: Browser;
  let superadmin: { email: string; password: string };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    system = await startTestSystem();
    browser = await launchBrowser();
    superadmin = await createStaffUser(system.app, 'superadmin');
  }, BROWSER_TEST_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await system?.close();
  });

  const panel = () => `${system.url.replace('127.0.0.1', 'localhost')}/admin/`;

  /** A fresh browser context (no storage, no cache) whose pages note the history length each document starts with. */
  async function freshPage(width = 1366, height = 900): Promise<{ page: Page; logouts: Request[]; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'es-EC' });
    await context.addInitScript(() => {
      (window as unknown as { startingHistory: number }).startingHistory = history.length;
    });
    const page = await context.newPage();
    const logouts: Request[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/backend/api/auth/logout')) logouts.push(r);
    });
    page.on('pageerror', (e) => errors.push(e.message));
    return { page, logouts, errors };
  }

  const loginForm = (page: Page) => page.getByPlaceholder('Correo electrónico');

  /** A fresh page signed in through the login form as the superadmin, on the dashboard. */
  async function signedInPage() {
    const opened = await freshPage();
    await opened.page.goto(panel());
    await loginForm(opened.page).fill(superadmin.email);
    await opened.page.getByPlaceholder('Contraseña').fill(superadmin.password);
    await opened.page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await opened.page.getByRole('heading', { name: 'Panel de Control' }).waitFor();
    return opened;
  }
  const historyGrowth = (page: Page) => page.evaluate(() => history.length - (window as unknown as { startingHistory: number }).startingHistory);

  it.each([
    ['the panel', '', 'login-1366'],
    ['a deep link', '#/applications?page=3', 'login-deep-link-1366'],
  ])('opens %s at the login form, adding at most one history entry and ending no session', async (_what, hash, shot) => {
    const { page, logouts, errors } = await freshPage();
    await page.goto(`${panel()}${hash}`);
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    await loginForm(page).waitFor();
    // Anything still looping between the auth check and the login would go on adding entries and logging out.
    await page.waitForTimeout(1500);
    expect(await historyGrowth(page)).toBeLessThanOrEqual(1);
    expect(new URL(page.url()).hash).toBe('#/login');
    expect(logouts.map((r) => r.url())).toEqual([]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}/${shot}.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  }, BROWSER_TEST_TIMEOUT);

  it('leaves a session another tab stores during the load signed in, here and on the server', async () => {
    const signedIn = await login(system.url, 'user', superadmin.email, superadmin.password);
    expect(signedIn.status).toBe(200);
    const { token, user } = signedIn.body;
    const { page, logouts } = await freshPage();
    const otherTab = await page.context().newPage();
    await page.goto(panel(), { waitUntil: 'commit' });
    // Once this tab is on its way to the login, the other one signs in: the session is shared through localStorage.
    await page.waitForURL(/#\/login$/);
    await otherTab.goto(`${panel()}#/login`, { waitUntil: 'commit' });
    await otherTab.evaluate(
      ({ token, user }) => {
        localStorage.setItem('auth_data', JSON.stringify({ user, token }));
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token, user },
    );
    const formShown = await loginForm(page)
      .waitFor({ timeout: 20_000 })
      .then(() => true, () => false);
    await page.waitForTimeout(1500);
    expect(logouts.map((r) => r.url())).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    expect(formShown).toBe(true);
    const stillValid = await request(system.url).get('/backend/api/auth/user/totp/requirement').set('Authorization', `Bearer ${token}`);
    expect(stillValid.status).toBe(200);
    // The other tab goes on with its session: the panel opens for it.
    await otherTab.goto(`${panel()}#/applications`);
    await otherTab.getByRole('button', { name: 'Cerrar Sesión' }).waitFor();
    expect(await loginForm(otherTab).count()).toBe(0);
    await page.context().close();
  }, BROWSER_TEST_TIMEOUT);

  it("opens the e-mail log at #/emails as 'Registro de Emails', from the menu's 'Emails' and from the address", async () => {
    const { page, errors } = await signedInPage();
    await page.getByRole('menuitem', { name: 'Emails' }).click();
    await page.waitForURL(/#\/emails$/);
    await page.locator('#react-admin-title', { hasText: 'Registro de Emails' }).waitFor();
    expect(await page.title()).not.toContain('No encontrado');
    await page.screenshot({ path: `${ARTIFACTS}/emails-1366.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${panel()}#/users`);
    await page.getByRole('menuitem', { name: 'Usuarios' }).waitFor();
    await page.goto(`${panel()}#/emails`);
    await page.locator('#react-admin-title', { hasText: 'Registro de Emails' }).waitFor();
    expect(await page.getByText('No encontrado').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, BROWSER_TEST_TIMEOUT);

  it("offers 'Todos' in the Excel's status choice and asks the API for every status", async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${panel()}#/applications`);
    await page.getByRole('combobox', { name: 'Estado a descargar' }).click();
    await page.getByRole('option', { name: 'Todos' }).click();
    const asked = page.waitForRequest((r) => r.url().includes('/backend/api/applications/excel'));
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    expect(new URL((await asked).url()).searchParams.get('status')).toBe('all');
    // This database has no application: the API's answer for an empty export.
    await page.getByText('No hay datos disponibles para la descarga').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/excel-todos-1366.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  }, BROWSER_TEST_TIMEOUT);
});
