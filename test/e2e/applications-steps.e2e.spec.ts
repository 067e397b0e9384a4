import { createStaffUser, login } from '../support/accounts.js';
import {
  academicDetails,
  addressDetails,
  API,
  ApplicantClient,
  applicationsSystem,
  examinedApplicant,
  expectOk,
  files,
  financialSummary,
  member,
  newApplicant,
  notWorking,
  personalDetails,
  reference,
  takeExam,
  VALIDATION,
} from './applications.fixture.js';
import request from 'supertest';

describe('application steps over HTTP', () => {
  const suite = applicationsSystem();
  const { reader } = suite;

  const examined = () => examinedApplicant(suite.system().url, reader);
  const streamLength = async (client: ApplicantClient) => (await reader.stream(`application-${client.id}`)).length;

  it('answers 404 with the spec messages for sections never saved, and empty lists otherwise', async () => {
    const client = await examined();
    const notFound = {
      'application/personal-details': 'No se encontraron los datos personales',
      'application/address-details': 'No se encontraron los datos de dirección',
      'application/academic-details': 'No se encontraron los datos académicos',
      'application/personal-references': 'No se encontraron referencias personales',
      'application/economic-status': 'No se encontraron los datos económicos',
      'application/financial-summary': 'No se encontró el resumen financiero',
    };
    for (const [path, message] of Object.entries(notFound)) {
      const res = await client.get(path);
      expect([path, res.status, res.body]).toEqual([path, 404, { status: 'error', message }]);
    }
    expect((await client.get('application/household-members')).body).toEqual({ household_members: [] });
    expect((await client.get('application/documents')).body).toEqual({ documents: [] });
    expect((await client.get('application/corrections')).body).toMatchObject({ has_corrections: false, correction_notes: null });
  });

  it('keeps the form closed until the exam is done', async () => {
    const client = await newApplicant(suite.system().url, reader);
    const res = await client.send('post', 'application/personal-details', personalDetails());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 'error', message: 'Complete la evaluación diagnóstica primero' });
    expect(await streamLength(client)).toBe(0);
  });

  it('saves steps 1, 2, 3 and 8 with POST, updates them with PUT, and reads them back', async () => {
    const client = await examined();
    expect((await client.send('put', 'application/personal-details', personalDetails())).status).toBe(404);
    const saved = expectOk(await client.send('post', 'application/personal-details', personalDetails({ phone_number: '099-123-4567' })));
    expect(saved.body).toMatchObject({ status: 'success', message: 'Datos personales guardados exitosamente', data: { phone_number: '0991234567' } });
    expectOk(await client.send('put', 'application/personal-details', personalDetails({ blood_type: 'AB-' })));
    expect((await client.get('application/personal-details')).body).toEqual({
      date_of_birth: '2005-03-14',
      country_of_birth: 'Ecuador',
      province_of_birth: 'Guayas',
      city_of_birth: 'Guayaquil',
      gender: 'female',
      marital_status: 'soltero',
      phone_number: '0991234567',
      blood_type: 'AB-',
    });

    expectOk(await client.send('post', 'application/address-details', addressDetails()));
    expect((await client.get('application/address-details')).body).toMatchObject({ basic_services: ['water', 'electricity'], tiene_inquilinos: false, numero_dormitorios: 3, instagram: null });
    expectOk(await client.send('post', 'application/academic-details', academicDetails()));
    expect((await client.get('application/academic-details')).body).toMatchObject({ currently_studying_school: true, bachelor_degree: 'No aplica', graduation_year: 1999 });
    expectOk(await client.send('post', 'application/financial-summary', financialSummary()));
    expect((await client.get('application/financial-summary')).body).toEqual(financialSummary());
  });

  it.each([
    ['personal-details', {}, { date_of_birth: ['La fecha de nacimiento es requerida'], gender: ['El género es requerido'], phone_number: ['El número de teléfono es requerido'] }],
    ['personal-details', personalDetails({ phone_number: '09912', date_of_birth: '2020-01-01' }), { phone_number: ['El número debe tener al menos 10 dígitos'], date_of_birth: ['Debe ser mayor de 13 años'] }],
    ['personal-details', personalDetails({ city_of_birth: '' }), { city_of_birth: ['La ciudad de nacimiento es requerida'] }],
    ['address-details', addressDetails({ address: 'Av.', basic_services: [], facebook: 'facebook.com/x' }), { address: ['La dirección debe tener al menos 5 caracteres'], basic_services: ['Debe seleccionar al menos un servicio básico'], facebook: ['Debe ser una URL válida'] }],
    ['address-details', addressDetails({ numero_dormitorios: '' }), { numero_dormitorios: ['Debe ingresar el número de dormitorios'] }],
    ['address-details', addressDetails({ ocupacion_vivienda: '' }), { ocupacion_vivienda: ['Debe seleccionar una ocupación de vivienda'] }],
    ['academic-details', academicDetails({ graduation_grade: 101 }), { graduation_grade: ['La nota debe estar entre 0 y 100'] }],
    ['academic-details', academicDetails({ currently_studying_school: '0', graduation_year: 1800 }), { graduation_year: ['Ingrese un año válido'] }],
    ['financial-summary', financialSummary({ food_expenses: -1, other_expenses: '' }), { food_expenses: ['El valor debe ser mayor o igual a 0'], other_expenses: ['Este campo es requerido'] }],
    ['economic-status', { currently_working: '1', under_dependency: '1', company_name: 'No aplica' }, { company_name: ['El nombre de la empresa es requerido'], monthly_income: ['El ingreso mensual es requerido'] }],
    ['personal-references', reference({ full_name: 'Luis' }), { full_name: ['Ingrese al menos nombre y apellido'] }],
    ['household-members', member({ mobile_phone: '099 888 77', age: -1 }), { mobile_phone: ['El número debe tener 10 dígitos'], age: ['La edad es requerida y debe ser un número válido'] }],
  ])('refuses an invalid %s with 422 and the field messages, storing nothing', async (path, body, errors) => {
    const client = await examined();
    const before = await streamLength(client);
    const res = await client.send('post', `application/${path}`, body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 'error', message: VALIDATION, errors });
    expect(await streamLength(client)).toBe(before);
  });

  it('keeps at least one personal reference', async () => {
    const client = await examined();
    const first = expectOk(await client.send('post', 'application/personal-references', reference())).body.data;
    expect(first).toMatchObject({ id: expect.any(String), full_name: 'Luis Mora', home_phone: null });
    const last = await client.send('delete', 'application/personal-references', { reference_id: first.id });
    expect(last.status).toBe(422);
    expect(last.body.message).toBe('Debe mantener al menos una referencia personal');
    const second = expectOk(await client.send('post', 'application/personal-references', reference({ full_name: 'María José Vera' }))).body.data;
    expectOk(await client.send('delete', 'application/personal-references', { reference_id: first.id }));
    expect((await client.get('application/personal-references')).body).toEqual({
      personal_references: [{ id: second.id, full_name: 'María José Vera', relationship: 'tio', mobile_phone: '0991112233', home_phone: null }],
    });
    expect((await client.send('delete', 'application/personal-references', { reference_id: first.id })).status).toBe(404);
  });

  it('adds, updates and removes household members, keeping at least one', async () => {
    const client = await examined();
    const rosa = expectOk(await client.send('post', 'application/household-members', member())).body;
    expect(rosa.message).toBe('Miembro agregado exitosamente');
    const juan = expectOk(await client.send('post', 'application/household-members', member({ first_name: 'Juan', occupation: 'Jubilado', company_institution: '' }))).body.data;
    expect(juan).toMatchObject({ occupation: 'Jubilado', company_institution: 'No aplica' });
    const updated = expectOk(await client.send('put', 'application/household-members', { member_id: juan.id, ...member({ first_name: 'Juan Carlos' }) }));
    expect(updated.body.message).toBe('Miembro actualizado exitosamente');
    expect(expectOk(await client.send('delete', 'application/household-members', { member_id: rosa.data.id })).body.message).toBe('Miembro eliminado exitosamente');
    const last = await client.send('delete', 'application/household-members', { member_id: juan.id });
    expect([last.status, last.body.message]).toEqual([422, 'Debe mantener al menos un miembro del hogar']);
    expect((await client.get('application/household-members')).body.household_members).toEqual([{ id: juan.id, ...member({ first_name: 'Juan Carlos', home_phone: null }) }]);
    expect((await client.send('put', 'application/household-members', { member_id: rosa.data.id, ...member() })).status).toBe(404);
  });

  it('saves the economic status as JSON or multipart, returning the answers as 1/0, and asks entrepreneurs for the RUC certificate', async () => {
    const client = await examined();
    expectOk(await client.send('post', 'application/economic-status', notWorking()));
    expect((await client.get('application/economic-status')).body).toMatchObject({ currently_working: 0, entrepreneur_artisan: 0, company_name: 'No aplica', monthly_income: 0, ruc_certificate_name: null });

    const entrepreneur = {
      currently_working: '1',
      under_dependency: '0',
      entrepreneur_artisan: '1',
      monthly_income: '350.50',
      income_activity: 'Venta de artesanías',
      company_name: 'Artesanías Ana',
      job_title: 'Propietaria',
      company_address: 'Calle Sucre 100',
      company_phone: '042222333',
      company_city: 'Guayaquil',
      start_date: '2023-01-10',
      months_worked: '12',
    };
    const missing = await client.upload('application/economic-status', {}, entrepreneur);
    expect([missing.status, missing.body.errors]).toEqual([422, { ruc_certificate: ['Debe adjuntar el certificado del RUC'] }]);
    const renamed = await client.upload('application/economic-status', { ruc_certificate: files.exe('ruc.pdf') }, entrepreneur);
    expect([renamed.status, renamed.body.errors]).toEqual([422, { ruc_certificate: ['Solo se permiten archivos PDF o imágenes'] }]);
    expectOk(await client.upload('application/economic-status', { ruc_certificate: files.pdf('ruc.pdf') }, entrepreneur));
    expect((await client.get('application/economic-status')).body).toMatchObject({ currently_working: 1, entrepreneur_artisan: 1, monthly_income: 350.5, ruc_certificate_name: 'ruc.pdf' });
    // Saving again without a new file keeps the certificate.
    expectOk(await client.upload('application/economic-status', {}, { ...entrepreneur, months_worked: '13' }));
    expect((await client.get('application/economic-status')).body).toMatchObject({ months_worked: 13, ruc_certificate_name: 'ruc.pdf' });
  });

  it('keeps both sections when two tabs save different steps at once', async () => {
    const client = await examined();
    const results = await Promise.all([
      client.send('post', 'application/personal-details', personalDetails()),
      client.send('post', 'application/address-details', addressDetails()),
      client.send('post', 'application/academic-details', academicDetails()),
      client.send('post', 'application/financial-summary', financialSummary()),
      client.send('post', 'application/personal-references', reference()),
      client.send('post', 'application/household-members', member()),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const types = (await reader.stream(`application-${client.id}`)).map((e) => e.type).sort();
    expect(types).toEqual(['AcademicDetailsSaved', 'AddressDetailsSaved', 'ExamCompleted', 'FinancialSummarySaved', 'HouseholdMemberAdded', 'PersonalDetailsSaved', 'PersonalReferenceAdded']);
  });

  it('refuses staff tokens (403) and missing tokens (401) on applicant calls', async () => {
    const reviewer = await createStaffUser(suite.system().app, 'reviewer');
    const token = (await login(suite.system().url, 'user', reviewer.email, reviewer.password)).body.token;
    for (const path of ['application/status', 'application/personal-details', 'application/documents', 'diagnostic/exam', 'application/corrections']) {
      const res = await request(suite.system().url).get(`${API}/${path}`).set('Authorization', `Bearer ${token}`);
      expect([path, res.status]).toEqual([path, 403]);
      expect((await request(suite.system().url).get(`${API}/${path}`)).status).toBe(401);
    }
    const post = await request(suite.system().url).post(`${API}/application/personal-details`).set('Authorization', `Bearer ${token}`).send(personalDetails());
    expect(post.status).toBe(403);
  });
});
