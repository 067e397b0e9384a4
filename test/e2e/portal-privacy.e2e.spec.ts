import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { createStaffUser } from '../support/accounts.js';
import { seriousAxeViolations } from '../support/browser.js';
import { eventually } from '../support/test-system.js';
import { checkScreen, DESK, formJourneySystem, PHONE, shot, signedIn } from './portal-form.fixture.js';
import { submittedApplication } from './review.fixture.js';

/** 'Mis datos' in Chromium: both downloads open (the ZIP holds the uploaded files), a request is filed and answered. */
describe("the applicant's data rights in the browser", () => {
  const running = formJourneySystem();

  async function downloaded(page: Page, button: string): Promise<Buffer> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
    return readFile((await download.path())!);
  }

  it('downloads Mis datos as JSON and as a ZIP with the files, files a request and sees it answered', async () => {
    const client = await submittedApplication(running.system, running.reader);
    const context = await signedIn(running.browser, client, PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${running.system.url}/#/dashboard`);
    // The submitted application's result modal first.
    await page.getByRole('dialog', { name: 'Postulación en revisión' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Mis Datos' }).click();
    await page.getByRole('link', { name: 'Editar mis datos' }).click();
    await page.getByRole('heading', { name: 'Mis datos', exact: true }).waitFor();
    await page.getByText('Aún no has hecho ninguna solicitud.').waitFor();
    await checkScreen(page);
    await shot(page, '360-light-mis-datos');

    const json = JSON.parse((await downloaded(page, 'Descargar en JSON')).toString('utf8'));
    expect(json.account).toMatchObject({ id: client.id, email: client.email });
    expect(json.documents).toHaveLength(6);
    const zip = await JSZip.loadAsync(await downloaded(page, 'Descargar ZIP con mis documentos'));
    const inZip = JSON.parse(await zip.file('mis-datos.json')!.async('string'));
    expect(inZip.account.id).toBe(client.id);
    for (const document of inZip.documents as { archive_path: string; size: number; content_type: string }[]) {
      const bytes = Buffer.from(await zip.file(document.archive_path)!.async('uint8array'));
      expect(bytes.length).toBe(document.size);
      // The files are the uploads themselves: a PDF starts as one, an image by its signature.
      const signature = { 'application/pdf': '%PDF', 'image/jpeg': '\xff\xd8\xff', 'image/png': '\x89PNG' }[document.content_type];
      expect(bytes.subarray(0, signature!.length).toString('latin1')).toBe(signature);
    }

    await page.selectOption('select[name=type]', 'rectification');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('Describe tu solicitud').waitFor();
    await page.fill('textarea[name=message]', 'Mi segundo apellido es Andrade, no Loor.');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('Recibimos tu solicitud.').waitFor();
    const list = page.locator('.data-requests li');
    await list.filter({ hasText: 'Rectificación' }).filter({ hasText: 'Pendiente' }).waitFor();
    await checkScreen(page);
    await shot(page, '360-light-mis-datos-solicitud');

    // A superadmin answers it in 'Derechos de datos' by applying the correction.
    const superadmin = await createStaffUser(running.system.app, 'superadmin');
    const staff = await running.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-EC' });
    const desk = await staff.newPage();
    await desk.goto(`${running.system.url.replace('127.0.0.1', 'localhost')}/admin/`);
    await desk.locator('input[name=email]').fill(superadmin.email);
    await desk.locator('input[name=password]').fill(superadmin.password);
    await desk.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await desk.getByRole('menuitem', { name: 'Derechos de datos' }).click();
    const row = desk.locator('tbody tr', { hasText: 'Mi segundo apellido es Andrade' });
    await row.waitFor();
    await desk.screenshot({ path: 'test/artifacts/portal-form/1366-derechos-de-datos.png', fullPage: true });
    await row.getByRole('button', { name: 'Resolver' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Abrir la postulación (nueva pestaña)' }).waitFor();
    await desk.fill('textarea[name=reason]', 'Corregimos tu segundo apellido.');
    // Closing it as done without the correction is refused by the form (and by the server).
    await desk.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Obligatorio').first().waitFor();
    const choose = async (label: string, option: string) => {
      await dialog.getByRole('combobox', { name: label }).click();
      await desk.getByRole('option', { name: option, exact: true }).click();
    };
    await choose('Dónde está el dato', 'Datos de la cuenta');
    await choose('Dato que se corrige', 'Segundo apellido');
    await desk.fill('input[name=correction_value]', 'Andrade');
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: 'test/artifacts/portal-form/1366-rectificacion-aplicada.png', fullPage: true });
    await desk.getByRole('button', { name: 'Guardar' }).click();
    await desk.getByText('Solicitud resuelta.').waitFor();
    await staff.close();

    // The record changed, and the reply says what did.
    const [registered] = await running.reader.stream(`applicant-${client.id}`);
    expect(registered.data.profile).toMatchObject({ second_last_name: 'Loor' });
    const edited = await eventually(async () => (await running.reader.stream(`applicant-${client.id}`)).find((e) => e.type === 'ApplicantProfileEdited'));
    expect(edited.data.profile).toMatchObject({ second_last_name: 'Andrade' });
    const reply = await eventually(() => running.system.smtp.received.find((m) => JSON.stringify(m.to).includes(client.email) && m.subject === 'Respuesta a tu solicitud sobre tus datos personales'));
    expect(reply.text).toContain('Segundo apellido: antes «Loor», ahora «Andrade»');

    // Another account's write: reloaded until the page shows it (each load waited for).
    await eventually(async () => {
      await page.reload();
      await list.first().waitFor();
      return (await list.filter({ hasText: 'Atendida' }).filter({ hasText: 'Corregimos tu segundo apellido.' }).count()) === 1;
    }, 60_000);
    expect(errors).toEqual([]);
    await context.close();

    for (const [scheme, viewport] of [['dark', PHONE], ['light', DESK]] as const) {
      const other = await signedIn(running.browser, client, viewport, scheme);
      const view = await other.newPage();
      await view.goto(`${running.system.url}/#/mis-datos`);
      await view.locator('.data-requests li', { hasText: 'Atendida' }).waitFor();
      await checkScreen(view);
      await shot(view, `${viewport.width}-${scheme}-mis-datos`);
      await other.close();
    }
  });

  it('files a deletion in Mis datos, the superadmin grants it with a reply: the reply reaches the applicant’s address, the queue keeps the reply and the office notice its recipient', async () => {
    const client = await submittedApplication(running.system, running.reader);
    const context = await signedIn(running.browser, client, PHONE);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/mis-datos`);
    await page.getByRole('heading', { name: 'Mis datos', exact: true }).waitFor();
    await page.selectOption('select[name=type]', 'deletion');
    await page.fill('textarea[name=message]', 'Ya no postularé: borren mis datos.');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('Recibimos tu solicitud.').waitFor();
    await page.locator('.data-requests li').filter({ hasText: 'Eliminación' }).filter({ hasText: 'Pendiente' }).waitFor();
    await context.close();

    const superadmin = await createStaffUser(running.system.app, 'superadmin');
    const staff = await running.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-EC' });
    const desk = await staff.newPage();
    const admin = `${running.system.url.replace('127.0.0.1', 'localhost')}/admin/`;
    await desk.goto(admin);
    await desk.locator('input[name=email]').fill(superadmin.email);
    await desk.locator('input[name=password]').fill(superadmin.password);
    await desk.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await desk.getByRole('menuitem', { name: 'Derechos de datos' }).click();
    const row = desk.locator('tbody tr', { hasText: 'Ya no postularé: borren mis datos.' });
    await row.getByRole('button', { name: 'Resolver' }).click();
    const reply = 'Eliminamos tus datos personales y desactivamos tu cuenta, como pediste.';
    await desk.fill('textarea[name=reason]', reply);
    await desk.screenshot({ path: 'test/artifacts/portal-form/1366-derechos-de-datos-eliminacion.png', fullPage: true });
    await desk.getByRole('button', { name: 'Guardar' }).click();
    await desk.getByText('Solicitud resuelta.').waitFor();

    // The reply went to the applicant's own address, with the superadmin's words, before the data was shredded.
    const mail = await eventually(() => running.system.smtp.received.find((m) => JSON.stringify(m.to).includes(client.email) && m.subject === 'Respuesta a tu solicitud sobre tus datos personales'));
    expect(mail.text).toContain(reply);
    expect(mail.text).toContain('Tus datos personales fueron eliminados');
    await eventually(async () => (await running.reader.stream(`applicant-${client.id}`)).some((e) => e.type === 'PersonalDataErased'), 60_000);

    // The queue: the applicant is 'Datos eliminados', the reply stays.
    const erasedRow = desk.locator('tbody tr', { hasText: reply });
    await eventually(async () => {
      await desk.reload();
      await desk.locator('tbody tr').first().waitFor();
      return (await erasedRow.filter({ hasText: 'Datos eliminados' }).count()) === 1;
    }, 60_000);
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: 'test/artifacts/portal-form/1366-derechos-de-datos-eliminada.png', fullPage: true });

    // The e-mail log: the office's notices keep their (staff) recipient, the reply is 'Enviado'.
    const logOf = async (stage: string) => {
      await desk.goto(`${admin}#/emails?filter=${encodeURIComponent(JSON.stringify({ stage }))}`);
      await desk.locator('tbody tr').first().waitFor();
      return desk.locator('tbody tr');
    };
    const notices = await logOf('data_request_office');
    await desk.screenshot({ path: 'test/artifacts/portal-form/1366-registro-de-emails-delegado.png', fullPage: true });
    expect(await notices.count()).toBeGreaterThanOrEqual(2);
    expect(await notices.filter({ hasText: 'Datos eliminados' }).count()).toBe(0);
    const replies = await logOf('data_request_resolved');
    await replies.filter({ hasText: 'Enviado' }).first().waitFor();
    expect(await replies.filter({ hasText: 'Fallido' }).count()).toBe(0);
    await desk.screenshot({ path: 'test/artifacts/portal-form/1366-registro-de-emails-respuesta.png', fullPage: true });
    await staff.close();
  });

  it.each([
    ['light', PHONE],
    ['dark', PHONE],
    ['light', DESK],
  ] as const)('shows the privacy notice from the footer (%s, %o)', async (scheme, viewport) => {
    const context = await running.browser.newContext({ viewport, locale: 'es-EC', colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/`);
    await page.getByRole('link', { name: 'Aviso de privacidad' }).click();
    await page.getByRole('heading', { name: 'Aviso de privacidad', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Delegado de protección de datos' }).waitFor();
    await checkScreen(page);
    await shot(page, `${viewport.width}-${scheme}-privacidad`);
    await context.close();
  });
});
