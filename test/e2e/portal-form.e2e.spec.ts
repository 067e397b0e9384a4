import type { Page } from 'playwright-core';
import { eventually } from '../support/test-system.js';
import { academicDetails, addressDetails, ApplicantClient, expectOk, files, member, newApplicant, notWorking, reference, takeExam } from './applications.fixture.js';
import { applicantWithPassword, checkScreen, DESK, focusOutline, formJourneySystem, onStep, PHONE, save, shortLivedToken, shot, signedIn, tabTo } from './portal-form.fixture.js';

const MB = 1024 * 1024;

describe('portal: the nine-step form in a browser', () => {
  const running = formJourneySystem();

  /** Step 1's answers, born in Guayaquil, with the phone number given. */
  async function fillPersonalDetails(page: Page, phone: string) {
    await page.fill('input[name=date_of_birth]', '2005-03-14');
    await page.selectOption('select[name=country_of_birth]', 'Ecuador');
    await page.selectOption('select[name=province_of_birth]', 'Guayas');
    await page.selectOption('select[name=city_of_birth]', 'Guayaquil');
    await page.selectOption('select[name=gender]', 'female');
    await page.selectOption('select[name=marital_status]', 'soltero');
    await page.fill('input[name=phone_number]', phone);
    await page.selectOption('select[name=blood_type]', 'O+');
  }

  /** Puts a photo of about 10 MB (4000×3000 noise, as a phone camera's file is big) into a file input. */
  async function choosePhoneSizedPhoto(page: Page, name: string) {
    await page.evaluate(async (inputName) => {
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(4000, 3000);
      for (let i = 0; i < image.data.length; i++) image.data[i] = i % 4 === 3 ? 255 : (Math.random() * 256) | 0;
      context.putImageData(image, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
      const input = document.querySelector<HTMLInputElement>(`input[type=file][name=${inputName}]`)!;
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'foto-celular.jpg', { type: 'image/jpeg' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      (window as unknown as { photoBytes: number }).photoBytes = blob.size;
    }, name);
    return page.evaluate(() => (window as unknown as { photoBytes: number }).photoBytes);
  }

  it('fills all nine steps with uploads, finds the saved steps after a reload, and submits', async () => {
    const client = await newApplicant(running.system.url, running.reader);
    expectOk(await takeExam(client));
    const context = await signedIn(running.browser, client);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Reloading with unsaved changes asks first (beforeunload): the journey answers "leave".
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${running.system.url}/#/formulario`);

    // Step 1, with a client-side error first: the schema's message under the field, the focus on it, no toast.
    await onStep(page, 1);
    await expect(page.getByRole('button', { name: 'Anterior' }).isDisabled()).resolves.toBe(true);
    await page.selectOption('select[name=country_of_birth]', 'Ecuador');
    await expect(page.locator('select[name=city_of_birth]').isDisabled()).resolves.toBe(true);
    await fillPersonalDetails(page, '09912');
    await save(page);
    await page.getByText('El número debe tener al menos 10 dígitos').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone_number');
    await checkScreen(page);
    await shot(page, '360-step1-errors');
    await page.fill('input[name=phone_number]', '0991234567');
    await save(page);

    // Step 2: typed, reloaded before saving: the draft comes back.
    await onStep(page, 2);
    await page.fill('input[name=address]', 'Av. 9 de Octubre 123');
    await page.fill('input[name=house_number]', '45');
    await page.fill('input[name=mobile_phone]', '0987654321');
    await page.reload();
    await onStep(page, 2);
    await page.getByText('Recuperamos los cambios que no habías guardado en este dispositivo.').waitFor();
    expect(await page.inputValue('input[name=address]')).toBe('Av. 9 de Octubre 123');
    await expect(page.locator('select[name=city]').isDisabled()).resolves.toBe(true);
    await page.selectOption('select[name=province]', 'Guayas');
    await page.selectOption('select[name=city]', 'Guayaquil');
    await page.fill('input[name=parish]', 'Tarqui');
    await page.selectOption('select[name=sector]', 'NORTE');
    await page.selectOption('select[name=housing_type]', 'casa');
    expect(await page.locator('input[name=numero_dormitorios]').count()).toBe(0);
    await page.selectOption('select[name=ocupacion_vivienda]', 'propia');
    await page.fill('input[name=numero_dormitorios]', '3');
    await page.check('input[name=basic_services][value=water]');
    await page.check('input[name=basic_services][value=electricity]');
    await checkScreen(page);
    await shot(page, '360-step2-address');
    await save(page);

    // Step 3: still at school, so no graduation year and the school is "the one you attend".
    await onStep(page, 3);
    await page.check('input[name=is_foreign_institution][value="0"]');
    await page.check('input[name=currently_studying_school][value="1"]');
    expect(await page.locator('input[name=graduation_year]').count()).toBe(0);
    await page.getByLabel('Institución en la que estudia').fill('Colegio Vicente Rocafuerte');
    await page.selectOption('select[name=province]', 'Guayas');
    await page.selectOption('select[name=city]', 'Guayaquil');
    await page.selectOption('select[name=institution_type]', 'fiscal');
    await page.getByLabel('Promedio académico').fill('9.2');
    // The scale is the applicant's certificate's: the field says which scales it takes (and reads the hint with it).
    expect(await page.getByRole('spinbutton', { name: 'Promedio académico' }).evaluate((input) => input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '))).toContain('sobre 10, 20 o 100');
    await shot(page, '360-step3-academic');
    await checkScreen(page);
    await save(page);

    // The dashboard lists what is left (steps not saved, documents not uploaded), each linked to its step.
    await onStep(page, 4);
    await page.goto(`${running.system.url}/#/dashboard`);
    const missing = page.locator('.missing');
    await missing.getByRole('link', { name: 'Paso 4: Referencias personales' }).waitFor();
    expect(await missing.getByRole('link', { name: /^Paso [123]:/ }).count()).toBe(0);
    await missing.getByRole('link', { name: 'Subir Acta de promoción del último año' }).waitFor();
    await missing.getByRole('link', { name: 'Paso 9: Finalizar postulación' }).waitFor();
    await checkScreen(page);
    await shot(page, '360-dashboard-missing');
    await missing.getByRole('link', { name: 'Paso 4: Referencias personales' }).click();

    // A reload mid-form keeps the step, and the saved steps show their data.
    await onStep(page, 4);
    await page.reload();
    await onStep(page, 4);
    await page.getByRole('button', { name: 'Paso 1: Datos personales (completado)' }).click();
    await onStep(page, 1);
    expect(await page.inputValue('input[name=phone_number]')).toBe('0991234567');
    expect(await page.inputValue('select[name=city_of_birth]')).toBe('Guayaquil');
    await page.getByRole('button', { name: /^Paso 4:/ }).click();

    // Step 4: the reference typed is added on continue.
    await onStep(page, 4);
    await save(page);
    await page.getByText('Debe agregar al menos una referencia personal').first().waitFor();
    await page.fill('input[name=full_name]', 'Luis');
    await page.selectOption('select[name=relationship]', 'tio');
    await page.fill('input[name=mobile_phone]', '0991112233');
    await page.getByRole('button', { name: 'Agregar referencia' }).click();
    await page.getByText('Ingrese al menos nombre y apellido').first().waitFor();
    await page.fill('input[name=full_name]', 'Luis Mora');
    await page.getByRole('button', { name: 'Agregar referencia' }).click();
    await page.getByText('Referencia personal agregada exitosamente').waitFor();
    // Edit (the API adds the new one and removes the old one), and the last one cannot be removed.
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.fill('input[name=full_name]', 'Luis Alberto Mora');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Luis Alberto Mora').waitFor();
    expect(await page.getByRole('button', { name: 'Eliminar' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Debe mantener al menos una referencia personal').waitFor();
    await save(page);

    // Step 5: a retired member needs no institution.
    await onStep(page, 5);
    await page.fill('input[name=first_name]', 'Rosa');
    await page.fill('input[name=last_name]', 'Pérez');
    await page.fill('input[name=age]', '62');
    await page.selectOption('select[name=marital_status]', 'casado');
    await page.selectOption('select[name=relationship]', 'abuelo');
    await page.selectOption('select[name=education_level]', 'secundaria');
    await page.fill('input[name=occupation]', 'Jubilado');
    expect(await page.locator('input[name=company_institution]').count()).toBe(0);
    await page.fill('input[name=mobile_phone]', '099-888-7766');
    await page.fill('input[name=contributors]', '1');
    await page.getByRole('button', { name: 'Agregar miembro' }).click();
    await page.getByText('Miembro agregado exitosamente').waitFor();
    await shot(page, '360-step5-members');
    await save(page);

    // Step 6: not working, so no job questions.
    await onStep(page, 6);
    await page.check('input[name=currently_working][value="1"]');
    await page.locator('input[name=under_dependency]').first().waitFor();
    await page.check('input[name=currently_working][value="0"]');
    expect(await page.locator('input[name=company_name]').count()).toBe(0);
    await save(page);

    // Step 7: the answer comes from step 3; a PDF over the limit is refused before any upload; the phone photo is scaled.
    await onStep(page, 7);
    await page.getByText('Todavía estudia en el colegio.').waitFor();
    expect(await page.locator('input[type=file][name=bachelor_degree]').count()).toBe(0);
    await page.getByRole('heading', { name: 'Acta de promoción del último año' }).waitFor();
    const oversized = files.oversized();
    await page.setInputFiles('input[type=file][name=id_card]', { name: oversized.name, mimeType: 'application/pdf', buffer: oversized.data });
    await page.getByText('El archivo supera el tamaño máximo permitido de 4 MB').waitFor();
    expect((await client.get('application/documents')).body.documents).toEqual([]);
    // A slow phone connection (about 1 MB/s up), so the progress bar is seen moving.
    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1_000_000 });
    const photoBytes = await choosePhoneSizedPhoto(page, 'photo_id');
    expect(photoBytes).toBeGreaterThan(8 * MB);
    await page.waitForFunction(() => {
      const now = Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow'));
      return now > 0 && now < 100;
    });
    await shot(page, '360-step7-uploading');
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // In Spanish figures, as the landing's '8,5/10': a decimal comma.
    await page.getByText(/La imagen se redujo a \d+(,\d)? MB para subirla\./).waitFor({ timeout: 30_000 });
    await page.getByText('Archivo actual: foto-celular.jpg').waitFor();
    const uploads: [string, { data: Buffer; name: string }, string][] = [
      ['id_card', files.pdf('cedula.pdf'), 'application/pdf'],
      ['graduation_certificate', files.pdf('acta.pdf'), 'application/pdf'],
      ['utility_bill', files.png('planilla.png'), 'image/png'],
      ['laptop_proof', files.pdf('laptop.pdf'), 'application/pdf'],
    ];
    for (const [type, file, mimeType] of uploads) {
      await page.setInputFiles(`input[type=file][name=${type}]`, { name: file.name, mimeType, buffer: file.data });
      await page.getByText(`Archivo actual: ${file.name}`).waitFor();
    }
    await save(page);
    await page.getByText('Debe subir los siguientes documentos: Respaldo económico').waitFor();
    const support = files.pdf('rol.pdf');
    await page.setInputFiles('input[type=file][name=economic_support]', { name: support.name, mimeType: 'application/pdf', buffer: support.data });
    await page.getByText('Archivo actual: rol.pdf').waitFor();
    await checkScreen(page);
    await shot(page, '360-step7-documents');
    const photo = await eventually(async () => (await client.get('application/documents')).body.documents.find((d: { document_type: string }) => d.document_type === 'photo_id'));
    const stored = await client.request('get', `application/documents/download?document_id=${photo.id}`).buffer(true);
    expect(stored.body.length).toBeLessThanOrEqual(4 * MB);
    expect([...stored.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    await save(page);

    // Step 8.
    await onStep(page, 8);
    for (const [name, value] of Object.entries({ monthly_income: '450', housing_expenses: '120', food_expenses: '150', education_expenses: '30', transport_expenses: '25', health_expenses: '10', clothing_expenses: '15', basic_services_expenses: '40', credit_card_expenses: '0', other_expenses: '5.50' }))
      await page.fill(`input[name=${name}]`, value);
    await save(page);
    await page.getByText('Resumen financiero guardado exitosamente').waitFor();

    // Step 9: confirmation, then the sent modal.
    await onStep(page, 9);
    const terms = await page.getByRole('link', { name: /términos y condiciones/ }).getAttribute('href');
    expect((await page.request.get(new URL(terms!, page.url()).href)).headers()['content-type']).toContain('application/pdf');
    await page.fill('textarea[name=motivation]', 'Quiero certificar mi inglés para estudiar en la universidad.');
    await page.getByRole('button', { name: 'Finalizar Postulación', exact: true }).click();
    await page.getByText('Debes aceptar los términos y condiciones').first().waitFor();
    await page.check('input[name=accepts_terms]');
    await page.getByRole('button', { name: 'Finalizar Postulación', exact: true }).click();
    await page.getByRole('dialog', { name: '¿Estás seguro?' }).waitFor();
    await shot(page, '360-step9-confirm');
    await page.getByRole('button', { name: 'Sí, quiero enviar mi postulación' }).click();
    await page.getByRole('dialog', { name: '¡Postulación Enviada!' }).waitFor();
    await shot(page, '360-step9-sent');
    await page.getByRole('button', { name: 'Entendido' }).click();
    // 'Entendido' leaves for the dashboard (the shell's route).
    await page.waitForFunction(() => !window.location.hash.includes('formulario'));
    // The browser's write, read through another client: the read model catches up.
    await eventually(async () => (await client.get('application/status')).body.status === 'submitted');
    // The dashboard then tells the application's story instead of silence, with no second modal saying again that
    // it is in review (the sent modal said it), on this visit or the next: 'Mis Datos' is one tap away.
    await page.goto(`${running.system.url}/#/dashboard`);
    await page.getByRole('heading', { name: 'Historia de tu postulación' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Historia de tu postulación' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Mis Datos' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.story').getByText('Enviado').waitFor();
    // Dates as everywhere else: dd/mm/aaaa HH:mm, Guayaquil time.
    await page.locator('.story').getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first().waitFor();
    await checkScreen(page);
    await shot(page, '360-dashboard-timeline');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  /** Logs in again in the modal over step 1: the save that met the 401 goes through with the phone number typed. */
  async function signInAgainSaves(page: Page, password: string, client: ApplicantClient) {
    const signIn = page.getByRole('dialog', { name: 'Vuelve a iniciar sesión' });
    await signIn.locator('input[name=password]').fill(password);
    await signIn.getByRole('button', { name: 'Ingresar' }).click();
    await onStep(page, 2);
    expect((await client.get('application/personal-details')).body.phone_number).toBe('0991234567');
  }

  const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

  it('at 1280 px in the dark theme: the exam and a document card by keyboard alone, the session warning, and an ended session logging in again over the step', async () => {
    const { client, password } = await applicantWithPassword(running);
    const context = await signedIn(running.browser, client, DESK, 'dark');
    const page = await context.newPage();
    // The page's own clock, to reach the end of the 24-hour token without waiting for it.
    await page.clock.install();

    // The exam by keyboard: Tab reaches a question's options with the focus shown, arrows choose, Tab goes on to the
    // next question and Shift+Tab back to the choice; Enter on 'Siguiente' leaves the focus on the next page's indicator.
    await page.goto(`${running.system.url}/#/evaluacion`);
    await page.getByText('Sección 1 de 8').waitFor();
    await tabTo(page, 'input[type=radio]');
    const question = (await focusedName(page))!;
    expect(await focusOutline(page)).toEqual({ style: 'solid', width: '3px' });
    await page.keyboard.press('ArrowDown');
    expect(await page.locator(`input[name=${question}][value=b]`).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).not.toBe(question);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('b');
    await page.keyboard.press('Space');
    expect(await page.locator(`input[name=${question}][value=b]`).isChecked()).toBe(true);
    await checkScreen(page);
    await shot(page, '1280-dark-exam-keyboard');
    await tabTo(page, 'button');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Siguiente');
    await page.keyboard.press('Enter');
    await page.getByText('Sección 2 de 8').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent)).toMatch(/^6\. /);
    expectOk(await takeExam(client));

    await page.goto(`${running.system.url}/#/formulario/1`);
    await onStep(page, 1);
    await page.getByText('Dirección y contacto').first().waitFor();
    // The step's title takes the focus when a step opens; the keyboard goes on to the first answer.
    await page.locator('input[name=date_of_birth]').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('date_of_birth');
    await checkScreen(page);
    await shot(page, '1280-dark-step1');
    await fillPersonalDetails(page, '0991234567');

    // Five minutes before the end: the warning, and 'Seguir conectado' asks for the password in place.
    await page.clock.fastForward('23:56:00');
    await page.getByRole('dialog', { name: 'Tu sesión está por expirar' }).waitFor();
    await checkScreen(page);
    await shot(page, '1280-dark-session-expiring');
    await page.getByRole('button', { name: 'Seguir conectado' }).click();
    const signIn = page.getByRole('dialog', { name: 'Vuelve a iniciar sesión' });
    expect(await signIn.locator('input[name=email]').inputValue()).toBe(client.email);
    await signIn.locator('input[name=password]').fill(password);
    await signIn.getByRole('button', { name: 'Ingresar' }).click();
    await signIn.waitFor({ state: 'detached' });
    const renewed = (await page.evaluate(() => window.localStorage.getItem('token')))!;
    expect(renewed).not.toBe(client.token);
    expect(await page.inputValue('input[name=phone_number]')).toBe('0991234567');

    // The session is closed on the server: saving answers 401, the login opens over the step (a wrong password
    // answers there), and after it the save goes through with everything typed.
    expectOk(await new ApplicantClient(client.url, client.id, client.email, renewed).send('post', 'auth/logout'));
    await save(page);
    await signIn.getByText('Su sesión fue cerrada. Inicie sesión nuevamente.').waitFor();
    await signIn.locator('input[name=password]').fill('no-es-esta');
    await signIn.getByRole('button', { name: 'Ingresar' }).click();
    await signIn.locator('.form-failure').waitFor();
    await checkScreen(page);
    await shot(page, '1280-dark-session-ended');
    await signInAgainSaves(page, password, client);
    await checkScreen(page);
    await shot(page, '1280-dark-step2');

    // Steps 2 to 6 through the API; then a document card by keyboard: Tab reaches its upload (the card's button shows
    // the focus), Space opens the file chooser, the focus comes back to the card after the upload, and Tab goes on to
    // 'Descargar actual' with only that one showing the focus.
    for (const [path, body] of [['address-details', addressDetails()], ['academic-details', academicDetails()], ['personal-references', reference()], ['household-members', member()], ['economic-status', notWorking()]] as const)
      expectOk(await client.send('post', `application/${path}`, body));
    // Read with the writer's consistency token (so the read model has them), then the form loaded afresh opens step 7.
    expectOk(await client.get('application/economic-status'));
    await page.reload();
    await page.getByRole('button', { name: 'Paso 7: Documentos' }).click();
    await onStep(page, 7);
    await page.getByText('Todavía estudia en el colegio.').waitFor();
    const idCardButton = '.document-card:has(input[name=id_card]) .file-button';
    // Listening for the chooser turns on Chromium's file-chooser interception, which Playwright does not wait for: a key
    // pressed at once could open the chooser before it is on, and no event ever came (seen under load). Listening
    // before the Tab presses, whose focus checks Chromium answers after turning it on, leaves no such window.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, 'input[type=file][name=id_card]');
    expect(await focusOutline(page, idCardButton)).toEqual({ style: 'solid', width: '3px' });
    await page.keyboard.press('Space');
    const opened = await chooser;
    expect(await opened.element().getAttribute('name')).toBe('id_card');
    const idCard = files.pdf('cedula.pdf');
    await opened.setFiles({ name: idCard.name, mimeType: 'application/pdf', buffer: idCard.data });
    await page.getByText('Archivo actual: cedula.pdf').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'id_card');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Descargar actual (Cédula de identidad)');
    expect((await focusOutline(page, idCardButton)).style).toBe('none');
    await checkScreen(page);
    await shot(page, '1280-dark-step7-keyboard');
    await context.close();
  }, 300_000);

  it('at 360 px with a token that really ends: the warning, then the server\'s 401 opens the login over the step with the typed answers kept', async () => {
    const { client, password } = await applicantWithPassword(running);
    expectOk(await takeExam(client));
    const short = new ApplicantClient(client.url, client.id, client.email, await shortLivedToken(client.token, 40));
    const context = await signedIn(running.browser, short, PHONE);
    const page = await context.newPage();
    // The page's clock ten minutes behind the server's: the page's own end-of-session timer stays minutes away while
    // the token ends on the server, so what opens the login below is the server's 401.
    await page.clock.install({ time: Date.now() - 10 * 60_000 });
    await page.goto(`${running.system.url}/#/formulario/1`);
    await onStep(page, 1);
    // Five minutes before the end on the page's clock: the warning.
    await page.clock.fastForward('05:45');
    const warning = page.getByRole('dialog', { name: 'Tu sesión está por expirar' });
    await warning.waitFor();
    await shot(page, '360-session-expiring');
    await page.keyboard.press('Escape');
    await warning.waitFor({ state: 'detached' });
    await fillPersonalDetails(page, '0991234567');

    await eventually(async () => (await short.get('application/status')).status === 401, 90_000);
    await save(page);
    const signIn = page.getByRole('dialog', { name: 'Vuelve a iniciar sesión' });
    await signIn.getByText('Su sesión ha expirado. Inicie sesión nuevamente.').waitFor();
    // Behind the modal the step is still there with everything typed.
    expect(await page.inputValue('input[name=phone_number]')).toBe('0991234567');
    expect(await page.inputValue('select[name=city_of_birth]')).toBe('Guayaquil');
    await checkScreen(page);
    await shot(page, '360-session-expired');
    await signInAgainSaves(page, password, client);
    await context.close();
  }, 240_000);
});
