import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createStaffUser, eventReader } from '../support/accounts.js';
import { launchBrowser, seriousAxeViolations } from '../support/browser.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE } from './applications.fixture.js';
import { staffClient, staffSees, submittedApplication } from './review.fixture.js';

/** A reviewer at a 1366 × 900 desk: the applications list fits its page, an application reads in the form's order. */
const ARTIFACTS = 'test/artifacts/admin-desk';

describe("the reviewer's desk at 1366 px", () => {
  let system: TestSystem;
  let browser: Browser;
  const reader = eventReader();
  let reviewer: { email: string; password: string };
  let applicationId: string;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    browser = await launchBrowser();
    reviewer = await createStaffUser(system.app, 'reviewer');
    const auditor = await staffClient(system, 'auditor');
    // Long names and e-mails, as real ones are: the list must still fit.
    const long = { first_name: 'María Fernanda', middle_name: 'Guadalupe', last_name: 'Villavicencio', second_last_name: 'Castro-Mendieta', email: `maria.fernanda.villavicencio.castro.${Date.now()}@correo-universitario.edu.ec` };
    const applicant = await submittedApplication(system, reader, { registration: long });
    await submittedApplication(system, reader);
    applicationId = applicant.id;
    await staffSees(auditor, applicationId, 'submitted');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await system?.close();
    await reader.close();
  });

  async function signedIn(theme: 'light' | 'dark' = 'light') {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-EC', colorScheme: theme });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/`);
    await page.locator('input[name=email]').fill(reviewer.email);
    await page.locator('input[name=password]').fill(reviewer.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor();
    return { page, errors };
  }

  const admin = (page: Page, route: string) => page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/#/${route}`);

  it.each(['light', 'dark'] as const)('shows every column of the applications list within its container, names on at most two lines (%s)', async (theme) => {
    const { page, errors } = await signedIn(theme);
    await admin(page, 'applications');
    const table = page.locator('table').first();
    const nameCell = table.locator('tbody td.column-first_name', { hasText: 'Villavicencio' });
    await nameCell.waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/applications-list-${theme}.png`, fullPage: true });
    const fit = await table.evaluate((el) => {
      const container = el.parentElement!;
      return { scrollWidth: el.scrollWidth, containerWidth: container.clientWidth, containerScroll: container.scrollWidth };
    });
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.containerWidth);
    expect(fit.containerScroll).toBeLessThanOrEqual(fit.containerWidth);
    const viewport = page.viewportSize()!;
    for (const header of ['Promedio', 'Tipo', 'Examen']) {
      const cell = table.locator('thead th', { hasText: header });
      expect(await cell.isVisible()).toBe(true);
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    // The name cell of the long name: at most two lines of text.
    const lines = await nameCell.evaluate((td) => {
      const name = td.querySelector('[data-testid=applicant-name]') ?? td;
      const range = document.createRange();
      range.selectNodeContents(name);
      const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
      return tops.size;
    });
    expect(lines).toBeLessThanOrEqual(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("shows the application's sections, fields and documents in the form's order", async () => {
    const { page, errors } = await signedIn();
    await admin(page, `applications/${applicationId}/show`);
    await page.locator('h1', { hasText: 'Detalles de la Aplicación' }).waitFor();
    const titles = (await page.locator('.MuiAccordionSummary-root').allInnerTexts()).map((t) => t.trim());
    const formSections = ['Datos personales', 'Dirección', 'Datos académicos', 'Referencias personales', 'Miembros del hogar', 'Situación laboral', 'Documentos', 'Resumen financiero'];
    expect(titles.filter((t) => formSections.includes(t))).toEqual(formSections);

    /** The lines of a section's body (each field's label on a line of its own, then its value). */
    const lines = async (title: string) =>
      (await page.locator('.MuiAccordion-root').filter({ has: page.locator('.MuiAccordionSummary-root', { hasText: new RegExp(`^${title}$`) }) }).locator('.MuiAccordionDetails-root').innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    const expectOrder = async (title: string, labels: string[], matches = (line: string, label: string) => line === label) => {
      const body = await lines(title);
      const at = labels.map((label) => body.findIndex((line) => matches(line, label)));
      expect(labels.filter((_, i) => at[i] < 0)).toEqual([]);
      expect(at).toEqual([...at].sort((a, b) => a - b));
    };
    await expectOrder('Datos personales', ['Fecha de nacimiento', 'País de nacimiento', 'Provincia de nacimiento', 'Ciudad de nacimiento', 'Género', 'Estado civil', 'Teléfono', 'Tipo de sangre']);
    await expectOrder('Dirección', ['Dirección', 'Número de casa', 'Teléfono móvil', 'Teléfono convencional', 'Provincia', 'Ciudad', 'Parroquia', 'Sector', 'Tipo de vivienda', 'Ocupación de la vivienda', 'Tiene inquilinos', 'Número de dormitorios', 'Servicios básicos', 'Facebook', 'Instagram', 'Twitter']);
    await expectOrder('Situación laboral', ['Trabaja actualmente', 'Relación de dependencia', 'Emprendedor o artesano', 'Ingreso mensual', 'Actividad económica', 'Nombre de la empresa', 'Cargo', 'Dirección de la empresa', 'Teléfono de la empresa', 'Ciudad de la empresa', 'Fecha de inicio', 'Meses trabajados']);
    await expectOrder('Resumen financiero', ['Ingreso mensual', 'Gastos de vivienda', 'Gastos de alimentación', 'Gastos de educación', 'Gastos de transporte', 'Gastos de salud', 'Gastos de vestimenta', 'Gastos de servicios básicos', 'Gastos de tarjeta de crédito', 'Otros gastos']);
    await expectOrder('Miembros del hogar', ['Nombres:', 'Apellidos:', 'Edad:', 'Estado civil:', 'Parentesco:'], (line, label) => line.startsWith(label));
    await expectOrder('Documentos', ['Cédula de identidad', 'Fotografía tamaño carné', 'Acta de grado', 'Planilla de servicios básicos', 'Comprobante de computadora o laptop', 'Respaldo económico'], (line, label) => line.startsWith(label));
    await page.screenshot({ path: `${ARTIFACTS}/details-in-form-order.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
