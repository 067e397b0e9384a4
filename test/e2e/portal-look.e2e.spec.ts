import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { DOCUMENT_TYPE_CATALOG } from '@postula/catalogs';
import { ENTRY_LIMITS } from '@postula/domain';
import { everyAxeViolation, seriousAxeViolations } from '../support/browser.js';
import { completeSteps, expectOk, finalSubmission, newApplicant, takeExam } from './applications.fixture.js';
import { formJourneySystem, onStep, PHONE, save, signedIn } from './portal-form.fixture.js';

/** What an applicant on a 360 × 740 phone sees: both themes, large text, validation feedback, the landing's promises. */

const ARTIFACTS = 'test/artifacts/portal-look';
mkdirSync(ARTIFACTS, { recursive: true });
const SMALL_PHONE = { width: 360, height: 740 };
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
/** How far the page reaches past the window's right edge, in CSS pixels. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** The elements reaching past the window's right edge whose children do not (what to fix), as tag.class. */
const sticking = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5 && !Array.from(e.children).some((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5))
      .slice(0, 6)
      .map((e) => `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')}`)
      .join(' '),
  );
/** Text at 200 %: the root's size doubled, as a phone's largest text setting does to every rem and em. */
const largeText = (page: Page) => page.addStyleTag({ content: 'html { font-size: 200% !important; }' });

describe('portal: what an applicant sees on a 360 px phone', () => {
  const running = formJourneySystem();

  /** Each screen in turn, ready when its text shows. */
  async function publicScreens(context: BrowserContext, visit: (page: Page, name: string) => Promise<void>) {
    const page = await context.newPage();
    const url = running.system.url;
    const screens: [string, string, string][] = [
      ['landing', '/', 'Testimonios'],
      ['login', '/login', 'Iniciar Sesión'],
      ['registro', '/registro', 'Registro de postulante'],
      ['contacto', '/contacto', 'Contáctanos para más información'],
      ['recuperar', '/recuperar', 'Recuperar contraseña'],
      ['restablecer', '/restablecer?token=enlace-de-prueba', 'Nueva contraseña'],
      ['privacidad', '/privacidad', 'Aviso de privacidad'],
      ['transparencia', '/transparencia', 'Transparencia'],
      ['recordatorios', '/recordatorios/baja?token=enlace-de-prueba', 'Recordatorios por correo'],
      ['representante', '/representante/enlace-de-prueba', 'Confirmación del representante legal'],
    ];
    for (const [name, path, text] of screens) {
      await page.goto(`${url}/#${path}`);
      await page.getByRole('heading', { name: text }).first().waitFor();
      await visit(page, name);
    }
    await page.close();
  }

  async function applicantScreens(context: BrowserContext, visit: (page: Page, name: string) => Promise<void>) {
    const page = await context.newPage();
    const url = running.system.url;
    await page.goto(`${url}/#/dashboard`);
    await page.getByText('Próximos Pasos').waitFor();
    await visit(page, 'dashboard');
    for (let step = 1; step <= 9; step++) {
      await page.goto(`${url}/#/formulario/${step}`);
      await onStep(page, step);
      await page.locator('.step-loading').waitFor({ state: 'detached' });
      await visit(page, `step${step}`);
    }
    await page.close();
  }

  async function examScreen(context: BrowserContext, visit: (page: Page, name: string) => Promise<void>) {
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/evaluacion`);
    await page.getByText(/Sección 1 de \d+/).waitFor();
    await visit(page, 'exam');
    await page.close();
  }

  async function statusScreen(context: BrowserContext, visit: (page: Page, name: string) => Promise<void>) {
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/dashboard`);
    await page.locator('.status-label', { hasText: 'Enviado' }).waitFor();
    await visit(page, 'status');
    await page.goto(`${running.system.url}/#/mis-datos`);
    await page.getByRole('heading', { name: 'Mis datos', exact: true }).waitFor();
    await visit(page, 'mis-datos');
    await page.close();
  }

  /** Every portal screen an applicant meets, each in one scheme: public pages, exam, dashboard, the nine steps, the status after submission, 'Mis datos'. */
  async function everyScreen(scheme: Scheme, visit: (page: Page, name: string) => Promise<void>) {
    const { browser, system, reader } = running;
    const anonymous = await browser.newContext({ viewport: SMALL_PHONE, locale: 'es-EC', colorScheme: scheme });
    await publicScreens(anonymous, visit);
    await anonymous.close();

    const newcomer = await newApplicant(system.url, reader);
    const before = await signedIn(browser, newcomer, SMALL_PHONE, scheme);
    await examScreen(before, visit);
    await before.close();

    const filling = await newApplicant(system.url, reader);
    await completeSteps(filling);
    const during = await signedIn(browser, filling, SMALL_PHONE, scheme);
    await applicantScreens(during, visit);
    await during.close();

    const sent = await newApplicant(system.url, reader);
    await completeSteps(sent);
    expectOk(await sent.send('post', 'application/submit', finalSubmission()));
    const after = await signedIn(browser, sent, SMALL_PHONE, scheme);
    await statusScreen(after, visit);
    await after.close();
  }

  it.each(SCHEMES)('in the %s theme axe finds no violation on any screen, and every screen fits 360 px', async (scheme) => {
    const problems: string[] = [];
    await everyScreen(scheme, async (page, name) => {
      for (const violation of await everyAxeViolation(page)) problems.push(`${name}: ${violation}`);
      if ((await overflow(page)) > 0) problems.push(`${name}: ${await overflow(page)} px wider than the window (${await sticking(page)})`);
      await shot(page, `360-${scheme}-${name}`);
    });
    expect(problems).toEqual([]);
  }, 240_000);

  it.each(SCHEMES)('at 1366 px in the %s theme the landing and a failed form save read as well as on the phone', async (scheme) => {
    const desk = { width: 1366, height: 900 };
    const visitor = await running.browser.newContext({ viewport: desk, locale: 'es-EC', colorScheme: scheme });
    const landing = await visitor.newPage();
    await landing.goto(`${running.system.url}/#/`);
    await landing.getByText('Testimonios').waitFor();
    expect(await everyAxeViolation(landing)).toEqual([]);
    await shot(landing, `1366-${scheme}-landing`);
    await visitor.close();

    const client = await newApplicant(running.system.url, running.reader);
    await completeSteps(client);
    const context = await signedIn(running.browser, client, desk, scheme);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/formulario/2`);
    await onStep(page, 2);
    await page.fill('input[name=mobile_phone]', '099');
    await save(page);
    await page.locator('.form-error').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('mobile_phone');
    expect(await page.locator('.Toastify__toast').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `1366-${scheme}-step2-failed-save`);
    await context.close();
  }, 120_000);

  it('with text at 200 % no screen scrolls sideways at 360 px', async () => {
    const wide: string[] = [];
    await everyScreen('light', async (page, name) => {
      const style = await largeText(page);
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${name}: ${extra} px (${await sticking(page)})`);
      if (name === 'step1' || name === 'landing') await shot(page, `360-text-200-${name}`);
      await style.evaluate((s) => s.parentNode?.removeChild(s));
    });
    expect(wide).toEqual([]);
  }, 240_000);

  it.each(SCHEMES)('in the %s theme a failed save puts no toast over the form: focus and scroll go to the first invalid field, whose message is under it', async (scheme) => {
    const client = await newApplicant(running.system.url, running.reader);
    expectOk(await takeExam(client));
    const context = await signedIn(running.browser, client, SMALL_PHONE, scheme);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/formulario/1`);
    await onStep(page, 1);
    await page.selectOption('select[name=gender]', 'female');
    await page.fill('input[name=phone_number]', '09912');
    // Scrolled to the bottom, as after filling the step, and saved.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await save(page);
    await page.locator('.form-error', { hasText: 'La fecha de nacimiento es requerida' }).waitFor();
    expect(await page.locator('.Toastify__toast').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('date_of_birth');
    const box = await page.locator('input[name=date_of_birth]').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(SMALL_PHONE.height);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `360-${scheme}-step1-failed-save`);
    await context.close();
  });

  it('a refused registration focuses its first invalid field, with no toast', async () => {
    const context = await running.browser.newContext({ viewport: SMALL_PHONE, locale: 'es-EC', colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/registro`);
    await page.fill('input[name=first_name]', 'Ana');
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.locator('.field-error', { hasText: 'El apellido es requerido' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('last_name');
    expect(await page.locator('.Toastify__toast').count()).toBe(0);
    await shot(page, '360-dark-registro-refused');
    await context.close();
  });

  it('after adding a reference the keyboard stays in the form: the next reference\'s first input has the focus', async () => {
    const client = await newApplicant(running.system.url, running.reader);
    await completeSteps(client);
    const context = await signedIn(running.browser, client, SMALL_PHONE);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/formulario/4`);
    await onStep(page, 4);
    await page.fill('input[name=full_name]', 'Marta Ruiz');
    await page.selectOption('select[name=relationship]', 'madre');
    await page.fill('input[name=mobile_phone]', '0993334455');
    await page.getByRole('button', { name: 'Agregar referencia' }).click();
    await page.getByText('Marta Ruiz').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'full_name', undefined, { timeout: 5_000 });
    expect(await page.inputValue('input[name=full_name]')).toBe('');
    await context.close();
  });

  it('the landing promises what the portal asks: every document of step 7, the exam\'s minimum, a Postular call to action', async () => {
    const context = await running.browser.newContext({ viewport: SMALL_PHONE, locale: 'es-EC' });
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/`);
    await page.getByText('Testimonios').waitFor();
    const documents = page.locator('section', { has: page.getByRole('heading', { name: 'Documentos de respaldo' }) });
    const listed = (await documents.locator('li').allInnerTexts()).join('\n');
    for (const { label } of DOCUMENT_TYPE_CATALOG) expect(listed).toContain(label);
    expect(listed).toContain('Comprobante de computadora o laptop');
    expect(await page.locator('main').innerText()).toContain(`al menos ${ENTRY_LIMITS.minCorrectAnswers} respuestas correctas`);
    const cta = page.locator('.hero').getByRole('link', { name: 'Postular' });
    await cta.click();
    await page.getByRole('heading', { name: 'Registro de postulante' }).waitFor();
    await context.close();
  });

  it('the dashboard says honestly that the exam has a minimum of correct answers', async () => {
    const client = await newApplicant(running.system.url, running.reader);
    const context = await signedIn(running.browser, client, SMALL_PHONE);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/dashboard`);
    await page.getByText('Próximos Pasos').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('no afecta tu postulación');
    expect(text).toContain(`al menos ${ENTRY_LIMITS.minCorrectAnswers} respuestas correctas`);
    await context.close();
  });
});
