import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createStaffUser, eventReader, login } from '../support/accounts.js';
import { launchBrowser, seriousAxeViolations } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk, files, type ApplicantClient } from './applications.fixture.js';
import { checkScreen, signedIn, storeSession } from './portal-form.fixture.js';
import { staffClient, submittedApplication, type StaffClient } from './review.fixture.js';

/**
 * The award cycle in Chromium: an approval's offer accepted on a 360 px phone, the commitment letter, the three
 * post-award documents and their verification in 'Becas'; a renunciation that hands the place to the waiting list.
 * Two places in this file's own database: the first journey takes one, the second the other and its waiting list.
 */
const ARTIFACTS = 'test/artifacts/award';
const PHONE = { width: 360, height: 740 };
const DESK = { width: 1366, height: 900 };

describe('the award cycle in the browser', () => {
  let system: TestSystem;
  let browser: Browser;
  const reader = eventReader();
  let boss: StaffClient;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, PLACES: '2' });
    browser = await launchBrowser();
    boss = await staffClient(system, 'superadmin');
  });
  afterAll(async () => {
    await browser?.close();
    await system?.close();
    await reader.close();
  });

  const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
  const approve = (client: ApplicantClient) => boss.post('applications/update-status', { application_id: client.id, new_status: 'approved', correction_notes: 'Cumple' });
  /** The applicant's award as the API reads it, once `ready` holds (a decision or a promotion is another account's write). */
  const awardOf = (client: ApplicantClient, ready: (award: Record<string, any>) => boolean) =>
    eventually(async () => {
      const award = (await client.get('application/award')).body.award;
      return award && ready(award) ? award : undefined;
    }, 60_000);

  /** A staff member's panel, signed in as the panel stores a login's answer. */
  async function panel(role: 'superadmin' | 'reviewer', colorScheme: 'light' | 'dark' = 'light'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const account = await createStaffUser(system.app, role);
    const { token, user } = expectOk(await login(system.url, 'user', account.email, account.password)).body;
    const context = await browser.newContext({ viewport: DESK, locale: 'es-EC', colorScheme });
    await storeSession(context, token, user);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/#/awards`);
    await page.getByTestId('award-summary').waitFor();
    return { context, page, errors };
  }

  it('approve → offer e-mail → accept at 360 px → letter → three documents → staff verify them in Becas', async () => {
    const scholar = await submittedApplication(system, reader);
    expectOk(await approve(scholar));
    const offer = await awardOf(scholar, (a) => a.status === 'offered');
    expect(offer.accept_by).toBeTruthy();
    const mails = await eventually(async () => {
      const entries = (await boss.get(`email-logs?email=${encodeURIComponent(scholar.email)}&stage=award_offer`)).body.data ?? [];
      return entries.length ? entries : undefined;
    }, 60_000);
    expect(mails).toHaveLength(1);

    const context = await signedIn(browser, scholar, PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${system.url}/#/dashboard`);
    const modal = page.getByRole('dialog', { name: 'Felicitaciones...' });
    await modal.getByText('Tu proceso de postulación fue aprobado.', { exact: false }).waitFor();
    await modal.getByText('(hora de Ecuador) para aceptar la beca', { exact: false }).waitFor();
    await checkScreen(page);
    await shot(page, '360-offer-modal');
    await modal.getByRole('button', { name: 'Aceptar beca' }).click();
    await page.getByText('¡Aceptaste la beca!', { exact: false }).first().waitFor();
    await page.getByRole('heading', { name: 'Beca aceptada' }).waitFor();

    const [letter] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar carta de compromiso (PDF)' }).click()]);
    expect(letter.suggestedFilename()).toBe('carta-de-compromiso.pdf');
    expect((await readFile((await letter.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    for (const [name, file] of [
      ['commitment_letter', files.pdf('carta-firmada.pdf')],
      ['notarized_id', files.jpeg('cedula-notariada.jpg')],
      ['enrolment_certificate', files.pdf('matricula.pdf')],
    ] as const) {
      await page.locator(`input[name=${name}]`).setInputFiles({ name: file.name, mimeType: file.name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg', buffer: file.data });
      await page.locator('.document-card', { has: page.locator(`input[name=${name}]`) }).getByText('Subido, pendiente de verificación').waitFor();
    }
    await page.getByText('3 de 3 documentos subidos, 0 verificados').waitFor();
    // Each card names its file and offers it back.
    const notarized = page.locator('.document-card', { has: page.locator('input[name=notarized_id]') });
    await notarized.getByText('Archivo actual: cedula-notariada.jpg', { exact: false }).waitFor();
    const [again] = await Promise.all([page.waitForEvent('download'), notarized.getByRole('button', { name: /^Descargar actual/ }).click()]);
    expect(again.suggestedFilename()).toBe('cedula-notariada.jpg');
    // A refused document: the scholar is e-mailed the note, and 'Próximos pasos' says what to do.
    expectOk(await boss.post('awards/verify-document', { application_id: scholar.id, document_type: 'notarized_id', verified: false, note: 'La copia no tiene el sello del notario.' }));
    const mailTo = (email: string, subject: string) => system.smtp.received.find((m) => m.subject?.startsWith(subject) && JSON.stringify(m.to).includes(email));
    const refused = await eventually(() => mailTo(scholar.email, 'Sube de nuevo un documento'), 60_000);
    expect(refused.text).toContain('«Copia notariada de la cédula»');
    expect(refused.text).toContain('La copia no tiene el sello del notario.');
    await awardOf(scholar, (a) => a.documents.some((d: { note: string | null }) => d.note));
    await page.reload();
    await page.getByText('Uno de tus documentos no es válido: lee la nota de la oficina y súbelo de nuevo.').waitFor();
    await checkScreen(page);
    await shot(page, '360-accepted-documents');
    expect(errors).toEqual([]);

    // Staff: 'Becas' lists the scholar; a superadmin opens and verifies the three documents.
    const { identification, documents } = expectOk(await boss.get('awards?status=accepted')).body.data.find((r: { application_id: string }) => r.application_id === scholar.id);
    // Every staff reader opens each post-award file by its id, as the application's documents.
    const reviewerApi = await staffClient(system, 'reviewer');
    for (const d of documents as { document_id: string; file_name: string }[]) {
      expect(d.file_name).toBeTruthy();
      for (const who of [boss, reviewerApi]) expect(await who.get(`admin/documents/download?document_id=${d.document_id}`)).toMatchObject({ status: 200 });
    }
    const staff = await panel('superadmin');
    await staff.page.getByRole('menuitem', { name: 'Becas' }).waitFor();
    const row = staff.page.getByRole('row').filter({ hasText: identification });
    await row.getByText('Beca aceptada').waitFor();
    await row.getByText('3 de 3 subidos, 0 verificados').waitFor();
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await shot(staff.page, '1366-becas');
    await row.getByRole('button', { name: /^Documentos/ }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByText('Subido, sin verificar').first().waitFor();
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await shot(staff.page, '1366-becas-documents');
    // Nothing is judged unseen: 'Verificar' comes once the file is open.
    expect(await dialog.getByRole('button', { name: /^Verificar/ }).count()).toBe(0);
    for (let verified = 1; verified <= 3; verified++) {
      await dialog.getByRole('button', { name: /^Ver documento/ }).first().click();
      await dialog.locator('iframe, img').nth(verified - 1).waitFor();
      if (verified === 1) await shot(staff.page, '1366-becas-document-open');
      await dialog.getByRole('button', { name: /^Verificar/ }).first().click();
      await eventually(async () => (await dialog.getByText('Verificado', { exact: true }).count()) === verified, 60_000);
    }
    expect(await dialog.getByRole('button', { name: /^Verificar/ }).count()).toBe(0);
    await shot(staff.page, '1366-becas-verified');
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await row.getByText('3 de 3 subidos, 3 verificados').waitFor();
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    // A reviewer reads 'Becas' in the dark theme, without the superadmin's acts.
    const reviewer = await panel('reviewer', 'dark');
    const reviewerRow = reviewer.page.getByRole('row').filter({ hasText: identification });
    await reviewerRow.getByText('3 de 3 subidos, 3 verificados').waitFor();
    expect(await reviewerRow.getByRole('button', { name: /^Registrar renuncia/ }).count()).toBe(0);
    // The reviewer opens a document too, without the superadmin's 'Verificar'.
    await reviewerRow.getByRole('button', { name: /^Documentos/ }).click();
    const reviewerDialog = reviewer.page.getByRole('dialog');
    await reviewerDialog.getByRole('button', { name: /^Ver documento/ }).first().click();
    await reviewerDialog.locator('iframe, img').first().waitFor();
    expect(await reviewerDialog.getByRole('button', { name: /^Verificar/ }).count()).toBe(0);
    await shot(reviewer.page, '1366-dark-becas-reviewer-document');
    await reviewerDialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await reviewerDialog.waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(reviewer.page)).toEqual([]);
    await shot(reviewer.page, '1366-dark-becas-reviewer');
    await reviewer.page.getByRole('link', { name: 'Lista de espera' }).click();
    await reviewer.page.getByRole('link', { name: 'Volver a Becas' }).waitFor();
    await shot(reviewer.page, '1366-dark-waiting-list');
    await reviewer.context.close();

    await awardOf(scholar, (a) => a.documents.every((d: { verified: boolean }) => d.verified));
    await page.reload();
    await page.getByText('3 de 3 documentos subidos, 3 verificados').waitFor();
    // Verified documents are kept for good: nothing to replace; the next steps say the scholarship is formalised.
    expect(await page.getByText('Reemplazar', { exact: false }).count()).toBe(0);
    await page.getByText('Tus documentos están verificados: tu beca está formalizada.', { exact: false }).waitFor();
    // The history names each step of the award, not a row of 'Aprobado' per step.
    const history = page.getByRole('region', { name: 'Historia de tu postulación' });
    await history.getByText('Beca aceptada', { exact: true }).waitFor();
    expect(await history.getByText('Aprobado', { exact: true }).count()).toBe(1);
    await shot(page, '360-verified');
    await context.close();

    const dark = await signedIn(browser, scholar, PHONE, 'dark');
    const darkPage = await dark.newPage();
    await darkPage.goto(`${system.url}/#/dashboard`);
    // A browser that never saw the approval greets the scholar once with it.
    await darkPage.getByRole('dialog', { name: 'Felicitaciones...' }).getByRole('button', { name: 'Continuar' }).click();
    await darkPage.getByRole('dialog').waitFor({ state: 'detached' });
    await darkPage.getByText('3 de 3 documentos subidos, 3 verificados').waitFor();
    await checkScreen(darkPage);
    await shot(darkPage, '360-dark-verified');
    await dark.close();
  }, 300_000);

  it('decline with a reason → the first waiting applicant is offered the place, and sees it on the dashboard', async () => {
    const leaving = await submittedApplication(system, reader);
    const waiting = await submittedApplication(system, reader);
    expect(expectOk(await approve(leaving)).body.data.new_status).toBe('approved');
    expect(expectOk(await approve(waiting)).body.data.new_status).toBe('approved_out');
    await awardOf(waiting, (a) => a.status === 'waiting');

    const waitingContext = await signedIn(browser, waiting, PHONE, 'dark');
    const waitingPage = await waitingContext.newPage();
    await waitingPage.goto(`${system.url}/#/dashboard`);
    await waitingPage.getByRole('dialog', { name: 'Lista de espera' }).getByRole('button', { name: 'Continuar' }).click();
    await waitingPage.getByRole('dialog').waitFor({ state: 'detached' });
    await waitingPage.getByText('Estás en la posición 1 de 1.', { exact: false }).waitFor();
    expect(await waitingPage.getByText('Rechazado', { exact: true }).count()).toBe(0);
    await shot(waitingPage, '360-dark-waiting');
    await checkScreen(waitingPage);

    const context = await signedIn(browser, leaving, PHONE);
    const page = await context.newPage();
    await page.goto(`${system.url}/#/dashboard`);
    await page.getByRole('dialog', { name: 'Felicitaciones...' }).getByRole('button', { name: 'Renunciar a la beca' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Renunciar a la beca?' });
    await confirm.locator('textarea[name=reason]').fill('Me mudo a otra ciudad');
    await checkScreen(page);
    await shot(page, '360-decline-confirm');
    await confirm.getByRole('button', { name: 'Sí, renunciar a la beca' }).click();
    // The scholar reads about themself in the second person.
    await page.getByRole('heading', { name: 'Renunciaste a la beca' }).waitFor();
    await shot(page, '360-declined');
    await context.close();
    // The decline is confirmed to the scholar by e-mail.
    await eventually(() => system.smtp.received.some((m) => m.subject?.startsWith('Registramos tu renuncia') && JSON.stringify(m.to).includes(leaving.email)), 60_000);

    await awardOf(waiting, (a) => a.status === 'offered' && a.promoted === true);
    await waitingPage.reload();
    await waitingPage.getByRole('dialog', { name: 'Felicitaciones...' }).getByRole('button', { name: 'Aceptar beca' }).waitFor();
    await checkScreen(waitingPage);
    await shot(waitingPage, '360-dark-promoted-offer');
    await waitingContext.close();
  }, 300_000);

  it('shows the transparency figures to anyone, linked from the footer, at 360 px light and dark', async () => {
    const expected = expectOk(await boss.get('awards/summary')).body;
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: PHONE, locale: 'es-EC', colorScheme });
      const page = await context.newPage();
      await page.goto(`${system.url}/#/`);
      await page.getByRole('link', { name: 'Transparencia: cifras de las becas' }).click();
      await page.getByRole('heading', { name: 'Transparencia' }).waitFor();
      await page.getByRole('table', { name: 'Postulaciones por parroquia' }).waitFor();
      const figure = (label: string) => page.locator('.tile', { hasText: label }).locator('.figure').textContent();
      expect(await figure('Becas del programa')).toBe(String(expected.places));
      await checkScreen(page);
      await shot(page, `360-${colorScheme}-transparencia`);
      await context.close();
    }
  }, 120_000);
});
