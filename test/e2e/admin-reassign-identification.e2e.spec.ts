import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createStaffUser, eventReader, randomCedula, registerApplicant } from '../support/accounts.js';
import { launchBrowser, seriousAxeViolations } from '../support/browser.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';

/** 'Reasignar identificación en disputa' in the applicant's edit dialog: superadmins only. */
const ARTIFACTS = 'test/artifacts/admin';
const BROWSER_TEST_TIMEOUT = 180_000;

describe('reassigning a disputed identification in the staff panel', () => {
  let system: TestSystem;
  let browser: Browser;
  const reader = eventReader();

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    system = await startTestSystem();
    browser = await launchBrowser();
  }, BROWSER_TEST_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await system?.close();
    await reader.close();
  });

  async function signedIn(role: 'superadmin' | 'reviewer'): Promise<Page> {
    const account = await createStaffUser(system.app, role);
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-EC' })).newPage();
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/#/applicants`);
    await page.getByPlaceholder('Correo electrónico').fill(account.email);
    await page.getByPlaceholder('Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(/#\/dashboard|#\/applicants/);
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/#/applicants`);
    return page;
  }
  const editDialogOf = async (page: Page, email: string) => {
    await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Editar' }).click();
    return page.getByRole('dialog', { name: 'Editar Aplicante' });
  };

  it('moves a cédula to the disputing account; a value nobody holds is refused in Spanish; a reviewer has no such action', async () => {
    const squatter = await registerApplicant(system.url, reader);
    const owner = await registerApplicant(system.url, reader, { identification_type: 'pasaporte', identification: `P${Date.now()}` });
    // The list reads the projection: wait until both accounts are in it before opening the page.
    await eventually(async () => (await reader.pool.query('SELECT count(*)::int AS n FROM read.applicants WHERE id = ANY($1)', [[squatter.id, owner.id]])).rows[0].n === 2 || undefined);
    const page = await signedIn('superadmin');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await (await editDialogOf(page, owner.email)).getByRole('button', { name: 'Reasignar identificación en disputa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reasignar identificación' });
    await dialog.getByText('La otra cuenta queda sin identificación hasta que se corrija').waitFor();
    await dialog.getByLabel('Identificación en disputa').fill(randomCedula());
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ninguna cuenta tiene registrada esta identificación').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/reassign-identification.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByLabel('Identificación en disputa').fill(squatter.body.identification);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Identificación reasignada exitosamente').waitFor();
    await page.getByRole('row').filter({ hasText: owner.email }).filter({ hasText: squatter.body.identification }).waitFor();
    expect(errors).toEqual([]);

    const reviewerPage = await signedIn('reviewer');
    const reviewerDialog = await editDialogOf(reviewerPage, owner.email);
    await reviewerDialog.locator('input[name="identification"]').waitFor();
    expect(await reviewerDialog.getByRole('button', { name: 'Reasignar identificación en disputa' }).count()).toBe(0);
  }, BROWSER_TEST_TIMEOUT);
});
