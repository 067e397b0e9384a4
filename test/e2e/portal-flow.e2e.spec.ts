import type { Page } from 'playwright-core';
import { dateTimeIn } from '@postula/validation';
import { eventually } from '../support/test-system.js';
import { expectOk, newApplicant, personalDetails, seedCorrections, takeExam, type ApplicantClient } from './applications.fixture.js';
import { staffClient, submittedApplication } from './review.fixture.js';
import { checkScreen, formJourneySystem, onStep, shot, signedIn } from './portal-form.fixture.js';

const DESK = { width: 1366, height: 768 };

/** The applicant's phone of the readiness check: 360 × 740. */
const PHONE = { width: 360, height: 740 };

describe('portal: the applicant flow on a 360 × 740 phone', () => {
  const running = formJourneySystem();

  const legends = (page: Page) => page.locator('.questions legend').allInnerTexts();
  /** Ticks option `option` (0–2) of every question on the page shown. */
  async function answerPage(page: Page, option = 0) {
    const questions = page.locator('.questions fieldset');
    for (let i = 0; i < (await questions.count()); i++) await questions.nth(i).locator('input[type=radio]').nth(option).check();
  }
  const checkedOnPage = (page: Page) => page.locator('.questions input[type=radio]:checked').evaluateAll((inputs) => inputs.map((i) => `${(i as HTMLInputElement).name}=${(i as HTMLInputElement).value}`));
  /** What the pages of the portal read reflects a write made by staff (another account). */
  const sees = async (client: ApplicantClient, status: string) => eventually(async () => (await client.get('application/status')).body.status === status);

  it('keeps the exam order and answers across a reload and a visit to the dashboard, and shows the result once sent', async () => {
    const client = await newApplicant(running.system.url, running.reader);
    const context = await signedIn(running.browser, client, PHONE);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/evaluacion`);
    await page.getByText('Sección 1 de 8').waitFor();
    const firstPage = await legends(page);
    await answerPage(page, 1);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Sección 2 de 8').waitFor();
    const secondPage = await legends(page);
    await page.locator('.questions fieldset').first().locator('input[type=radio]').nth(2).check();
    const answeredSecond = await checkedOnPage(page);

    // A reload comes back to the same page, in the same order, with the same answers.
    await page.reload();
    await page.getByText('Sección 2 de 8').waitFor();
    expect(await legends(page)).toEqual(secondPage);
    expect(await checkedOnPage(page)).toEqual(answeredSecond);
    await page.getByRole('button', { name: 'Anterior' }).click();
    expect(await legends(page)).toEqual(firstPage);
    expect(await checkedOnPage(page)).toHaveLength(5);
    const radio = (await page.locator('.questions input[type=radio]').first().boundingBox())!;
    expect(Math.min(radio.width, radio.height)).toBeGreaterThanOrEqual(24);
    await checkScreen(page);
    await shot(page, '360-exam-after-reload');

    // 'Volver al Inicio' and back: nothing lost.
    await page.getByRole('link', { name: 'Volver al Inicio' }).click();
    await page.getByRole('heading', { name: /¡Hola/ }).waitFor();
    await page.getByRole('link', { name: 'Realizar Evaluación' }).click();
    await page.getByText('Sección 1 de 8').waitFor();
    expect(await legends(page)).toEqual(firstPage);
    expect(await checkedOnPage(page)).toHaveLength(5);

    // Another device shows the same order (derived from the account), without this browser's answers.
    const other = await signedIn(running.browser, client, PHONE);
    const otherPage = await other.newPage();
    await otherPage.goto(`${running.system.url}/#/evaluacion`);
    await otherPage.getByText('Sección 1 de 8').waitFor();
    expect(await legends(otherPage)).toEqual(firstPage);
    expect(await checkedOnPage(otherPage)).toEqual([]);
    await otherPage.locator('.questions input[type=radio]').first().check();

    // Answer the rest and send.
    for (let section = 1; section <= 8; section++) {
      await page.getByText(`Sección ${section} de 8`).waitFor();
      if ((await checkedOnPage(page)).length < 5) await answerPage(page);
      await page.getByRole('button', { name: section < 8 ? 'Siguiente' : 'Finalizar Examen' }).click();
    }
    await page.getByRole('button', { name: 'Confirmar y Enviar' }).click();
    await page.getByRole('heading', { name: /¡Hola/ }).waitFor();

    // The exam address now shows the result, never the questions again.
    await page.goto(`${running.system.url}/#/evaluacion`);
    await page.getByText('Evaluación completada').waitFor();
    await page.getByText(/^Respuestas correctas: \d+ de 40$/).waitFor();
    expect(await page.locator('.questions').count()).toBe(0);
    expect(await page.evaluate((id) => window.localStorage.getItem(`postula:evaluacion:${id}`), client.id)).toBeNull();
    await checkScreen(page);
    await shot(page, '360-exam-result');
    await context.close();

    // The other device, sent meanwhile: the result too, and its own kept answers are dropped.
    await otherPage.reload();
    await otherPage.getByText('Evaluación completada').waitFor();
    expect(await otherPage.evaluate((id) => window.localStorage.getItem(`postula:evaluacion:${id}`), client.id)).toBeNull();
    await other.close();
  }, 180_000);

  it('on the last section, a question left unanswered brings its notice into view, each missing number opening its question', async () => {
    const client = await newApplicant(running.system.url, running.reader);
    const context = await signedIn(running.browser, client, PHONE);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/evaluacion`);
    for (let section = 1; section <= 8; section++) {
      await page.getByText(`Sección ${section} de 8`).waitFor();
      // Question 7 (the second of section 2) and 38 (the third of the last) left unanswered.
      const questions = page.locator('.questions fieldset');
      for (let i = 0; i < 5; i++) if ((section - 1) * 5 + i + 1 !== 7 && (section - 1) * 5 + i + 1 !== 38) await questions.nth(i).locator('input[type=radio]').first().check();
      if (section < 8) await page.getByRole('button', { name: 'Siguiente' }).click();
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Finalizar Examen' }).click();
    await page.getByRole('button', { name: 'Confirmar y Enviar' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'pregunta(s) por contestar' });
    await notice.getByText('Te faltan 2 pregunta(s) por contestar.').waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('notice'));
    const box = (await notice.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await checkScreen(page);
    await shot(page, '360-exam-missing-answers');
    await page.emulateMedia({ colorScheme: 'dark' });
    await checkScreen(page);
    await shot(page, '360-dark-exam-missing-answers');

    await notice.getByRole('button', { name: 'Ir a la pregunta 7' }).click();
    await page.getByText('Sección 2 de 8').waitFor();
    const focused = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.closest('li')?.querySelector('legend')?.textContent);
    expect(focused).toMatch(/^7\. /);
    await page.keyboard.press('Space');
    await notice.getByText('Te faltan 1 pregunta(s) por contestar.').waitFor();
    await notice.getByRole('button', { name: 'Ir a la pregunta 38' }).click();
    await page.getByText('Sección 8 de 8').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.closest('li')?.querySelector('legend')?.textContent)).toMatch(/^38\. /);
    await context.close();
  }, 120_000);

  it('shows one toast at a time, at the bottom, clear of the phone header', async () => {
    const client = await newApplicant(running.system.url, running.reader);
    const context = await signedIn(running.browser, client, PHONE);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/dashboard`);
    await page.getByText('Próximos Pasos').waitFor();
    const refresh = page.getByRole('button', { name: 'Actualizar' });
    await refresh.click();
    await page.locator('.Toastify__toast', { hasText: 'Estado actualizado' }).waitFor();
    await refresh.click();
    // The second replaces the first: after its exit, one toast is left.
    await page.waitForFunction(() => document.querySelectorAll('.Toastify__toast').length === 1, undefined, { timeout: 5_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // Where toasts show (their container; the toast itself slides in and out of it).
    const header = (await page.locator('header').first().boundingBox())!;
    const shown = (await page.locator('.Toastify__toast-container').boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(shown.y + shown.height).toBeLessThanOrEqual(PHONE.height);
    await page.screenshot({ path: 'test/artifacts/portal-form/360-dashboard-toast.png' });
    await context.close();
  });

  it("puts the dashboard's next action in the first screen", async () => {
    const client = await newApplicant(running.system.url, running.reader);
    const context = await signedIn(running.browser, client, PHONE);
    const page = await context.newPage();
    const inFirstScreen = async (name: string) => {
      const box = (await page.getByRole('link', { name }).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    };
    await page.goto(`${running.system.url}/#/dashboard`);
    await page.getByRole('link', { name: 'Realizar Evaluación' }).waitFor();
    await inFirstScreen('Realizar Evaluación');
    await shot(page, '360-dashboard-exam-first');

    expectOk(await takeExam(client));
    expectOk(await client.send('post', 'application/personal-details', personalDetails()));
    await page.reload();
    await page.getByRole('link', { name: 'Continuar Postulación' }).waitFor();
    await inFirstScreen('Continuar Postulación');
    await checkScreen(page);
    await page.screenshot({ path: 'test/artifacts/portal-form/360-dashboard-first-screen.png' });
    await context.close();
  }, 120_000);

  it('reviews the eight saved steps before sending, each with Editar, and the terms checkbox is at least 24 × 24', async () => {
    const client = await submittedApplication(running.system, running.reader, { unsent: true });
    const context = await signedIn(running.browser, client, PHONE);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/formulario/9`);
    await onStep(page, 9);
    const summary = page.locator('.submission-summary');
    await summary.getByText('Paso 4: Referencias personales', { exact: true }).waitFor();
    await summary.getByText('Luis Mora').waitFor();
    expect(await summary.getByRole('link', { name: /^Editar paso \d/ }).count()).toBe(8);
    expect(await summary.getByText('Sin guardar').count()).toBe(0);
    const terms = (await page.locator('input[name=accepts_terms]').boundingBox())!;
    expect(terms.width).toBeGreaterThanOrEqual(24);
    expect(terms.height).toBeGreaterThanOrEqual(24);
    // The summary comes before the send button.
    const send = (await page.getByRole('button', { name: 'Finalizar Postulación', exact: true }).boundingBox())!;
    expect((await summary.boundingBox())!.y).toBeLessThan(send.y);
    await checkScreen(page);
    await shot(page, '360-step9-summary');

    // Editar leaves like every other exit: a motivation typed and not sent asks first.
    await page.fill('textarea[name=motivation]', 'Quiero estudiar inglés.');
    await summary.getByRole('link', { name: 'Editar paso 2: Dirección y contacto' }).click();
    await page.getByRole('dialog', { name: 'Tienes cambios sin guardar' }).waitFor();
    await page.getByRole('button', { name: 'Salir sin guardar' }).click();
    await onStep(page, 2);
    await context.close();

    // The same review in the dark theme, and at a desk.
    const dark = await signedIn(running.browser, client, PHONE, 'dark');
    const darkPage = await dark.newPage();
    await darkPage.goto(`${running.system.url}/#/formulario/9`);
    await darkPage.locator('.submission-summary').getByText('Luis Mora').waitFor();
    await checkScreen(darkPage);
    await shot(darkPage, '360-dark-step9-summary');
    await darkPage.setViewportSize(DESK);
    await checkScreen(darkPage);
    await shot(darkPage, '1366-dark-step9-summary');
    await dark.close();
  }, 120_000);

  it('shows the correction deadline on the dashboard card and the form banner, opens the first flagged step and jumps to step 9', async () => {
    const ana = await submittedApplication(running.system, running.reader);
    const reviewer = await staffClient(running.system, 'reviewer');
    expectOk(
      await reviewer.post('applications/update-status', { application_id: ana.id, new_status: 'correction_review', correction_notes: 'Revise su domicilio.', main_street_correction_address_details: true }),
    );
    await sees(ana, 'correction_review');
    const { correction_deadline, correction_deadline_passed } = (await ana.get('application/corrections')).body;
    expect(correction_deadline_passed).toBe(false);
    const inFiveDays = Date.now() + 5 * 86_400_000;
    expect(Math.abs(Date.parse(correction_deadline) - inFiveDays)).toBeLessThan(60_000);
    const notice = `Tienes plazo hasta el ${dateTimeIn(correction_deadline, 'America/Guayaquil')} (hora de Ecuador) para enviar tus correcciones.`;

    const context = await signedIn(running.browser, ana, PHONE);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/dashboard`);
    const card = page.locator('.steps li', { hasText: 'Paso 2: Formulario de postulación' });
    await card.getByText(notice).waitFor();
    const box = (await card.getByRole('link', { name: 'Realizar Correcciones' }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await checkScreen(page);
    await shot(page, '360-dashboard-corrections');

    await card.getByRole('link', { name: 'Realizar Correcciones' }).click();
    await onStep(page, 2);
    const banner = page.locator('.correction-banner');
    await banner.getByText(notice).waitFor();
    await checkScreen(page);
    await shot(page, '360-corrections-banner');
    await banner.getByRole('button', { name: 'Ir al paso 9: Finalizar postulación' }).click();
    await onStep(page, 9);
    expect(await banner.getByRole('button', { name: /Ir al paso 9/ }).count()).toBe(0);
    await context.close();
  }, 180_000);

  it('says the correction time has ended once the deadline has passed', async () => {
    const luis = await submittedApplication(running.system, running.reader);
    const passed = new Date(Date.now() - 3600_000).toISOString();
    await seedCorrections(running.reader, luis, { address_details: { main_street: true } }, 'Revise su domicilio.', passed);
    expect((await luis.get('application/corrections')).body).toMatchObject({ correction_deadline: passed, correction_deadline_passed: true });
    const ended = `El tiempo para realizar correcciones ha finalizado. El plazo venció el ${dateTimeIn(passed, 'America/Guayaquil')} (hora de Ecuador).`;

    const context = await signedIn(running.browser, luis, PHONE);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/dashboard`);
    await page.locator('.steps').getByText(ended).waitFor();
    await page.goto(`${running.system.url}/#/formulario`);
    await onStep(page, 2);
    await page.locator('.correction-banner').getByText(ended).waitFor();
    await checkScreen(page);
    await shot(page, '360-corrections-deadline-passed');
    await context.close();
  }, 180_000);

  it('shows an approval as Aprobado, as its e-mail says, with no results date to wait for', async () => {
    const ana = await submittedApplication(running.system, running.reader);
    const reviewer = await staffClient(running.system, 'reviewer');
    expectOk(await reviewer.post('applications/update-status', { application_id: ana.id, new_status: 'approved', correction_notes: 'Cumple los requisitos.' }));
    await sees(ana, 'approved');
    const approval = await eventually(() => running.system.smtp.received.find((m) => !Array.isArray(m.to) && m.to?.value[0].address === ana.email && m.subject?.startsWith('¡Felicitaciones!')));
    expect(approval.subject).toContain('fue aprobada');

    const context = await signedIn(running.browser, ana, PHONE);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/dashboard`);
    // The approval greets with the scholarship's offer: its deadline and both answers, none forced on the applicant now.
    const offer = page.getByRole('dialog', { name: 'Felicitaciones...' });
    await offer.getByText('Tu proceso de postulación fue aprobado.', { exact: false }).waitFor();
    await offer.getByText('(hora de Ecuador) para aceptar la beca', { exact: false }).waitFor();
    await offer.getByRole('button', { name: 'Aceptar beca' }).waitFor();
    await offer.getByRole('button', { name: 'Renunciar a la beca' }).waitFor();
    await offer.getByRole('button', { name: 'Decidir más tarde' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.locator('.status-label', { hasText: 'Aprobado' }).waitFor();
    // Closed unanswered, the offer stays on the dashboard.
    await page.getByRole('region', { name: 'Oferta pendiente' }).getByRole('button', { name: 'Aceptar beca' }).waitFor();
    expect(await page.getByText('Los resultados estarán disponibles').count()).toBe(0);
    // Nothing left to do: the status leads, above the closed form.
    const label = (await page.locator('.status-label').boundingBox())!;
    expect(label.y).toBeLessThan((await page.getByRole('button', { name: 'Formulario no disponible' }).boundingBox())!.y);
    await checkScreen(page);
    await shot(page, '360-dashboard-approved');
    await context.close();
  }, 180_000);
});
