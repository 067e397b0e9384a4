import { eventually } from '../support/test-system.js';
import { expectOk } from './applications.fixture.js';
import { staffClient, submittedApplication } from './review.fixture.js';
import { checkScreen, DESK, formJourneySystem, onStep, shot, signedIn } from './portal-form.fixture.js';

describe('portal: corrections asked by a reviewer, in a browser', () => {
  const running = formJourneySystem();

  it('lands on the first flagged step, marks the flagged fields, edits only those, goes on to the next flagged step and resubmits', async () => {
    const ana = await submittedApplication(running.system, running.reader);
    const reviewer = await staffClient(running.system, 'reviewer');
    const asked = expectOk(
      await reviewer.post('applications/update-status', {
        application_id: ana.id,
        new_status: 'correction_review',
        correction_notes: 'La dirección está incompleta.',
        main_street_correction_address_details: true,
      }),
    );
    ana.sees(asked.headers['x-consistency-token']);
    expect((await ana.get('application/status')).body.status).toBe('correction_review');

    const context = await signedIn(running.browser, ana, DESK);
    const page = await context.newPage();
    // The dashboard lists what the reviewer flagged, linked to its step, and the resubmission.
    await page.goto(`${running.system.url}/#/dashboard`);
    const flagged = page.locator('.missing').getByRole('link', { name: /^Paso 2: Dirección y contacto: corregir / });
    expect(await flagged.getAttribute('href')).toBe('#/formulario/2');
    await page.locator('.missing').getByRole('link', { name: 'Paso 9: Finalizar postulación: volver a enviar' }).waitFor();
    await page.goto(`${running.system.url}/#/formulario`);
    await onStep(page, 2);
    await page.getByText('La dirección está incompleta.').waitFor();
    const address = page.locator('input[name=address]');
    await address.waitFor();
    expect(await page.locator('.is-flagged').getByText('Este campo requiere corrección').count()).toBe(1);
    expect(await page.locator('.is-flagged input[name=address]').count()).toBe(1);
    expect(await address.isDisabled()).toBe(false);
    expect(await page.locator('input[name=house_number]').isDisabled()).toBe(true);
    expect(await page.locator('select[name=province]').isDisabled()).toBe(true);
    await checkScreen(page);
    await shot(page, '1280-corrections-step2');

    // Sent back with the flagged address as it was: refused, the toast names it, and nothing is sent.
    await page.getByRole('button', { name: /^Paso 9:/ }).click();
    await onStep(page, 9);
    await page.getByRole('button', { name: 'Finalizar Postulación', exact: true }).click();
    await page.getByRole('button', { name: 'Sí, quiero enviar mi postulación' }).click();
    await page.getByText('Dirección: sigue igual que cuando se pidió su corrección').waitFor();
    // The toast slides in: the picture is taken once it has.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await shot(page, '1280-corrections-unchanged');
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, '360-corrections-unchanged');
    await page.setViewportSize(DESK);
    await checkScreen(page);
    expect((await ana.get('application/status')).body.status).toBe('correction_review');
    await page.getByRole('button', { name: /^Paso 2:/ }).click();
    await onStep(page, 2);

    // Leaving with a change asks first.
    await address.fill('Av. 9 de Octubre 123 y Boyacá, piso 2');
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByRole('dialog', { name: 'Tienes cambios sin guardar' }).waitFor();
    await page.getByRole('button', { name: 'Seguir editando' }).click();
    await page.getByRole('button', { name: 'Guardar y Continuar' }).click();
    await page.getByText('Datos de dirección guardados exitosamente').waitFor();
    // No other step is flagged: past the read-only steps 3–8, straight to the last one to resubmit.
    await onStep(page, 9);
    expect(await page.locator('textarea[name=motivation]').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Finalizar Postulación', exact: true }).click();
    await page.getByRole('button', { name: 'Sí, quiero enviar mi postulación' }).click();
    await page.getByRole('dialog', { name: '¡Postulación Enviada!' }).waitFor();
    await page.getByText('Tus correcciones fueron enviadas exitosamente').waitFor();
    await shot(page, '1280-corrections-sent');
    await eventually(async () => (await ana.get('application/status')).body.status === 'correction_applicant');
    expect((await ana.get('application/address-details')).body.address).toBe('Av. 9 de Octubre 123 y Boyacá, piso 2');

    // Once sent, the form only says so.
    await page.goto(`${running.system.url}/#/formulario`);
    await page.reload();
    await page.getByText('Tus correcciones ya fueron enviadas y están siendo revisadas').waitFor();
    await context.close();
  }, 180_000);
});
