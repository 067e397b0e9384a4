import type { Browser, Page } from 'playwright-core';
import { applicantBody } from '../support/accounts.js';
import { launchBrowser } from '../support/browser.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE } from './applications.fixture.js';
import { checkScreen, DESK, PHONE } from './portal-form.fixture.js';

const ARTIFACTS = 'test/artifacts/portal-access';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const whatsApp = (page: Page) => page.getByRole('link', { name: 'Escríbenos por WhatsApp' }).getAttribute('href');
const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });

/** Answers every question of the exam page on screen with option a, but `skip` of them. */
async function answerPage(page: Page, skip = 0) {
  const questions = page.locator('.questions > li');
  const count = await questions.count();
  for (let i = 0; i < count - skip; i++) await questions.nth(i).locator('input[value=a]').check();
}

describe('portal in a browser: public pages, registration, login, dashboard and exam', () => {
  let system: TestSystem;
  let closed: TestSystem;
  let browser: Browser;
  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    // A period closed long ago: its never-submitted accounts are past the retention period, so the sweep stays off.
    closed = await startTestSystem({ APPLICATION_DEADLINE: '2025-02-16T23:59:00-05:00', RETENTION_PERIODS: JSON.stringify({ never_submitted: { months: 1200 }, rejected: { months: 1200 }, awarded: null }) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closed?.close();
    await system?.close();
  });

  async function open(system: TestSystem, path: string, viewport = PHONE) {
    // A phone-sized window is a phone: its browser says so (the WhatsApp button picks its link by that).
    const context = await browser.newContext({ viewport, locale: 'es-EC', userAgent: viewport === PHONE ? ANDROID : undefined });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${system.url}/#${path}`);
    return { page, errors };
  }

  it('registers, reads the e-mailed credentials, changes the temporary password, takes the exam and reaches the form', async () => {
    const body = applicantBody();
    const { page, errors } = await open(system, '/');
    await page.getByText('LAS POSTULACIONES TERMINARÁN EN').waitFor();
    await page.getByText('Testimonios').waitFor();
    await checkScreen(page);
    await shot(page, '360-landing');
    // On a phone the WhatsApp app's link: country prefix, the number without its 0, the office's message.
    expect(await whatsApp(page)).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?phone=593\d{9}&text=\S+/);

    await page.getByRole('link', { name: 'POSTULAR', exact: true }).click();
    await page.getByRole('heading', { name: 'Registro de postulante' }).waitFor();
    await page.fill('input[name=first_name]', body.first_name);
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.getByText('El apellido es requerido').waitFor();
    await checkScreen(page);
    await shot(page, '360-register-errors');
    for (const name of ['middle_name', 'last_name', 'second_last_name', 'email', 'identification'] as const) await page.fill(`input[name=${name}]`, body[name]);
    await page.getByRole('button', { name: 'Registrarme' }).click();
    // Not sent before the privacy notice is read: the dialog shows it, the box says so.
    await page.getByText('Debes leer el aviso de privacidad y marcar la casilla para registrarte').waitFor();
    await page.getByRole('button', { name: 'Leer el aviso de privacidad' }).click();
    await page.getByRole('dialog', { name: 'Aviso de privacidad' }).getByText('Delegado de protección de datos').first().waitFor();
    await checkScreen(page);
    await shot(page, '360-register-privacy-notice');
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByLabel('He leído el aviso de privacidad').check();
    await page.getByRole('button', { name: 'Registrarme' }).click();

    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    await page.getByText('¿Primera vez aquí?').waitFor();
    // Both systems of this file share the test database and so its mail queue: either may send the welcome.
    const mail = await eventually(() => [...system.smtp.received, ...closed.smtp.received].find((m) => m.text?.includes(body.email)), 60_000);
    const password = /Contraseña temporal: (\S+)/.exec(mail.text ?? '')![1];
    // The shared schema checks the form before any request (it loads after the page has painted).
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('La contraseña es requerida').waitFor();
    await page.fill('input[name=email]', body.email);
    await page.fill('input[name=password]', 'no-es-esta');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.locator('.form-failure').waitFor();
    await checkScreen(page);
    await shot(page, '360-login-failed');
    await page.fill('input[name=password]', password);
    await page.getByRole('button', { name: 'Ingresar' }).click();

    await page.getByRole('dialog', { name: 'Cambiar Contraseña' }).waitFor();
    await page.fill('input[name=current_password]', password);
    await page.fill('input[name=new_password]', '123');
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await page.getByText('La contraseña debe tener al menos 6 caracteres').waitFor();
    await shot(page, '360-password-modal');
    await page.fill('input[name=new_password]', 'Becas-Ingles-2025!');
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByText('Próximos Pasos').waitFor();
    await page.getByText('Complete la evaluación primero').first().waitFor();
    // What is missing: the exam first (linked); the steps open once it is done.
    await page.locator('.missing').getByRole('link', { name: 'Rendir la evaluación diagnóstica' }).waitFor();
    expect(await page.locator('.missing').getByText('Paso 1: Datos personales').count()).toBe(1);
    await checkScreen(page);
    await shot(page, '360-dashboard-new');

    await page.getByRole('link', { name: 'Realizar Evaluación' }).click();
    await page.getByText('Sección 1 de 8').waitFor();
    await expect(page.getByRole('button', { name: 'Anterior' }).isDisabled()).resolves.toBe(true);
    await checkScreen(page);
    await shot(page, '360-exam');
    for (let section = 1; section < 8; section++) {
      await answerPage(page);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByText(`Sección ${section + 1} de 8`).waitFor();
    }
    await answerPage(page, 1);
    await page.getByRole('button', { name: 'Finalizar Examen' }).click();
    await page.getByText('Sin responder').waitFor();
    await page.getByRole('button', { name: 'Confirmar y Enviar' }).click();
    await page.getByText('Te faltan 1 pregunta(s) por contestar.').waitFor();
    await page.getByText('Pregunta(s) sin responder: 40').waitFor();
    await shot(page, '360-exam-missing');
    await answerPage(page);
    await page.getByRole('button', { name: 'Finalizar Examen' }).click();
    await page.getByRole('button', { name: 'Confirmar y Enviar' }).click();
    await page.getByText('¡Examen enviado exitosamente!').waitFor();
    await page.getByText('Evaluación completada').waitFor();
    await page.getByRole('link', { name: 'Iniciar Formulario' }).waitFor();
    await page.locator('.missing').getByRole('link', { name: 'Paso 1: Datos personales' }).waitFor();
    // Each document by name, both labels where step 3 (not saved yet) would choose, as the reminder e-mail lists them.
    await page.locator('.missing').getByRole('link', { name: 'Subir Acta de grado o Acta de promoción del último año' }).waitFor();
    expect(await page.locator('.missing').getByText('Paso 7: Documentos').count()).toBe(0);
    await page.setViewportSize(DESK);
    await checkScreen(page);
    await shot(page, '1280-dashboard-exam-done');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('after the deadline shows the closed-period page and the disabled POSTULAR notice', async () => {
    const { page, errors } = await open(closed, '/registro');
    await page.getByRole('heading', { name: 'Período de Postulación Finalizado' }).waitFor();
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await checkScreen(page);
    await shot(page, '360-closed');
    await page.goto(`${closed.url}/#/`);
    // It looks disabled (aria-disabled) yet answers a tap with the notice, as the spec says.
    await page.getByRole('button', { name: 'POSTULAR', exact: true }).click({ force: true });
    await page.getByText('Las postulaciones han terminado').waitFor();
    await expect(page.getByText('00').count()).resolves.toBeGreaterThanOrEqual(4);
    await page.setViewportSize(DESK);
    await checkScreen(page);
    await shot(page, '1280-landing-closed');
    await page.getByText('Las postulaciones han terminado').waitFor({ state: 'detached', timeout: 5000 });
    expect(errors).toEqual([]);
    await page.context().close();

    // The other public screens at both widths; on a computer WhatsApp's web link.
    for (const viewport of [PHONE, DESK]) {
      const other = await open(closed, '/contacto', viewport);
      await other.page.getByRole('heading', { name: 'Contáctanos para más información' }).waitFor();
      expect(await whatsApp(other.page)).toMatch(viewport === PHONE ? /^https:\/\/api\.whatsapp\.com\/send\?phone=593/ : /^https:\/\/web\.whatsapp\.com\/send\?phone=593/);
      await checkScreen(other.page);
      for (const [path, heading] of [
        ['/recuperar', 'Recuperar contraseña'],
        ['/restablecer?token=ficticio', 'Nueva contraseña'],
      ]) {
        await other.page.goto(`${closed.url}/#${path}`);
        await other.page.getByRole('heading', { name: heading }).waitFor();
        await checkScreen(other.page);
      }
      await shot(other.page, `${viewport.width}-reset-password`);
      expect(other.errors).toEqual([]);
      await other.page.context().close();
    }
  }, 180_000);
});
