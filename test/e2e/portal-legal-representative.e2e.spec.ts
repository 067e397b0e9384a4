import type { Page } from 'playwright-core';
import { eventually } from '../support/test-system.js';
import { bornYearsAgo, completeSteps, expectOk, personalDetails, type ApplicantClient } from './applications.fixture.js';
import { applicantWithPassword, checkScreen, DESK, formJourneySystem, onStep, PHONE, save, shot, signedIn } from './portal-form.fixture.js';

describe('portal: an applicant under 15 and their legal representative', () => {
  const running = formJourneySystem();

  /** Steps 1–8 through the API with a given birth day, then step 9 in the browser. */
  const readyToSubmit = async (years: number) => {
    const { client } = await applicantWithPassword(running);
    await completeSteps(client, personalDetails({ date_of_birth: bornYearsAgo(years) }));
    return client;
  };
  const finish = async (page: Page) => {
    await onStep(page, 9);
    await page.fill('textarea[name=motivation]', 'Quiero certificar mi inglés.');
    await page.check('input[name=accepts_terms]');
    await page.getByRole('button', { name: 'Finalizar Postulación', exact: true }).click();
    await page.getByRole('dialog', { name: '¿Estás seguro?' }).waitFor();
    await page.getByRole('button', { name: 'Sí, quiero enviar mi postulación' }).click();
  };
  const tokenFor = async (email: string) => {
    const mail = await eventually(() => running.system.smtp.received.find((m) => JSON.stringify(m.to).includes(email)));
    return /#\/representante\/(\S+)/.exec(mail.text!)![1];
  };

  it('a 14-year-old names a representative after step 1, cannot submit until they confirm through the e-mailed link, then can', async () => {
    const client: ApplicantClient = await readyToSubmit(14);
    const context = await signedIn(running.browser, client, PHONE);
    const page = await context.newPage();

    // Step 1 saved again with the birth day: the flow asks for the representative before step 2.
    await page.goto(`${running.system.url}/#/formulario/1`);
    await onStep(page, 1);
    await page.getByText('Tienes menos de 15 años: después de este paso registrarás a tu representante legal').waitFor();
    await page.fill('input[name=phone_number]', '0997654321');
    await save(page);
    await page.getByRole('heading', { name: 'Representante legal' }).waitFor();
    const email = `rosa.${client.id.slice(0, 8)}@example.org`;
    await page.fill('input[name=first_name]', 'Rosa');
    await page.fill('input[name=last_name]', 'Mora');
    await page.fill('input[name=identification]', '0926687857');
    await page.selectOption('select[name=relationship]', 'madre');
    await page.fill('input[name=email]', email);
    await page.fill('input[name=phone]', '0991234567');
    await page.getByRole('button', { name: 'Guardar y Continuar' }).click();
    await page.getByText('La cédula no es válida').waitFor();
    await checkScreen(page);
    await shot(page, 'representative-form-360');
    await page.fill('input[name=identification]', '0926687856');
    await page.getByRole('button', { name: 'Guardar y Continuar' }).click();
    await onStep(page, 2);

    // The dashboard says the confirmation is pending; submitting is refused with the reason.
    await page.goto(`${running.system.url}/#/dashboard`);
    await page.getByRole('link', { name: 'Confirmación de tu representante legal pendiente' }).waitFor();
    await shot(page, 'representative-pending-dashboard-360');
    await page.goto(`${running.system.url}/#/formulario/9`);
    await finish(page);
    await page.getByText('Tu representante legal debe confirmar tu postulación antes de enviarla').first().waitFor();
    expect((await client.get('application/status')).body.status).toBe('started');

    // The representative opens the link (no session), reads what the minor applies for, and confirms once.
    const token = await tokenFor(email);
    for (const [viewport, scheme, name] of [[PHONE, 'light', '360-light'], [PHONE, 'dark', '360-dark'], [DESK, 'light', '1366']] as const) {
      const visitor = await running.browser.newContext({ viewport, colorScheme: scheme, locale: 'es-EC' });
      const link = await visitor.newPage();
      await link.goto(`${running.system.url}/#/representante/${token}`);
      await link.getByText(/te registró como su representante legal/).waitFor();
      await link.getByRole('heading', { name: 'Aviso de privacidad' }).waitFor();
      await checkScreen(link);
      await shot(link, `representative-confirm-${name}`);
      await visitor.close();
    }
    const representative = await running.browser.newContext({ viewport: PHONE, locale: 'es-EC' });
    const link = await representative.newPage();
    await link.goto(`${running.system.url}/#/representante/${token}`);
    await link.getByRole('button', { name: 'Confirmo la postulación como representante legal' }).click();
    await link.getByText('Gracias. Confirmó la postulación como representante legal.').waitFor();
    await link.reload();
    await link.getByText('Ya confirmaste esta postulación.').waitFor();
    await representative.close();

    await page.goto(`${running.system.url}/#/formulario/9`);
    await finish(page);
    await page.getByRole('dialog', { name: '¡Postulación Enviada!' }).waitFor();
    await eventually(async () => (await client.get('application/status')).body.status === 'submitted');
    await context.close();
  }, 180_000);

  it('a 16-year-old is never asked and submits at once', async () => {
    const client = await readyToSubmit(16);
    expectOk(await client.get('application/legal-representative'));
    const context = await signedIn(running.browser, client, PHONE);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/dashboard`);
    await page.getByRole('link', { name: /Paso 9/ }).first().waitFor();
    expect(await page.getByText('representante legal').count()).toBe(0);
    await page.goto(`${running.system.url}/#/formulario/9`);
    await finish(page);
    await page.getByRole('dialog', { name: '¡Postulación Enviada!' }).waitFor();
    await context.close();
  });

  it('a minor whose representative declines is told by e-mail and on screen, names someone else, and sees the confirmation without reloading', async () => {
    const client = await readyToSubmit(14);
    const declining = `no.${client.id.slice(0, 8)}@example.org`;
    expectOk(await client.send('post', 'application/legal-representative', { first_name: 'Rosa', last_name: 'Mora', identification: '0926687856', relationship: 'madre', email: declining, phone: '0991234567' }));
    const context = await signedIn(running.browser, client, PHONE);
    const page = await context.newPage();

    // Step 9 says beforehand that the confirmation is pending.
    await page.goto(`${running.system.url}/#/formulario/9`);
    await onStep(page, 9);
    await page.getByText('Tu representante legal aún no confirma tu postulación').waitFor();
    await checkScreen(page);
    await shot(page, 'representative-step9-pending-360');

    // The person named says they are not the representative.
    const token = await tokenFor(declining);
    for (const scheme of ['light', 'dark'] as const) {
      const visitor = await running.browser.newContext({ viewport: PHONE, colorScheme: scheme, locale: 'es-EC' });
      const link = await visitor.newPage();
      await link.goto(`${running.system.url}/#/representante/${token}`);
      await link.getByRole('button', { name: 'No soy su representante / no autorizo' }).waitFor();
      if (scheme === 'dark') {
        await link.getByRole('button', { name: 'No soy su representante / no autorizo' }).click();
        await link.getByText('Gracias. Registramos que no autoriza esta postulación; se lo avisamos al postulante.').waitFor();
        expect(await link.getByRole('button', { name: 'Confirmo la postulación como representante legal' }).count()).toBe(0);
      }
      await checkScreen(link);
      await shot(link, `representative-decline-360-${scheme}`);
      await visitor.close();
    }
    const mail = await eventually(() => running.system.smtp.received.find((m) => JSON.stringify(m.to).includes(client.email) && m.subject === 'Tu representante legal no autorizó tu postulación'));
    expect(mail.text).toContain('indicó que no es tu representante o que no autoriza tu postulación');

    // The minor sees it on the dashboard, light and dark, and on the representative's page.
    await page.goto(`${running.system.url}/#/dashboard`);
    await page.getByRole('link', { name: 'Tu representante legal no autorizó tu postulación' }).waitFor();
    await checkScreen(page);
    await shot(page, 'representative-declined-dashboard-360-light');
    const dark = await signedIn(running.browser, client, PHONE, 'dark');
    const darkPage = await dark.newPage();
    await darkPage.goto(`${running.system.url}/#/dashboard`);
    await darkPage.getByRole('link', { name: 'Tu representante legal no autorizó tu postulación' }).waitFor();
    await shot(darkPage, 'representative-declined-dashboard-360-dark');
    await dark.close();
    await page.getByRole('link', { name: 'Tu representante legal no autorizó tu postulación' }).click();
    await page.getByText('Rosa Mora indicó que no es tu representante o que no autoriza tu postulación').waitFor();
    await shot(page, 'representative-declined-form-360');

    // Someone else is named; once they confirm, the dashboard reached in the app says so without a reload.
    const confirming = `si.${client.id.slice(0, 8)}@example.org`;
    await page.fill('input[name=first_name]', 'Luis');
    await page.fill('input[name=email]', confirming);
    await page.selectOption('select[name=relationship]', 'padre');
    await page.getByRole('button', { name: 'Cambiar representante y reenviar el correo' }).click();
    await onStep(page, 2);
    await page.goto(`${running.system.url}/#/representante-legal`);
    await page.getByText(/Esperando la confirmación de Luis Mora/).waitFor();
    await page.getByRole('button', { name: `Reenviar el correo a ${confirming}` }).waitFor();
    const confirmed = await fetch(`${running.system.url}/backend/api/public/legal-representative/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: await tokenFor(confirming) }),
    });
    expect(confirmed.status).toBe(200);
    await eventually(() => running.system.smtp.received.find((m) => JSON.stringify(m.to).includes(client.email) && m.subject === 'Tu representante legal confirmó tu postulación'));
    await page.getByRole('link', { name: 'Volver al Inicio' }).click();
    await page.getByRole('link', { name: /Paso 9/ }).first().waitFor();
    expect(await page.getByText('Confirmación de tu representante legal pendiente').count()).toBe(0);
    expect(await page.getByText('no autorizó').count()).toBe(0);
    await context.close();
  }, 180_000);
});
