import { applicantStream } from '@postula/domain';
import { EVENT_STORE, type EventStore } from '@postula/platform';
import request from 'supertest';
import { startTestApi, TestApi } from '../support/api-app.js';
import { uniqueName } from '../support/databases.js';

const applicant = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Pérez',
  email: `${uniqueName('ana')}@example.com`,
  identification: uniqueName('P').replace(/_/g, '').slice(0, 20).toUpperCase(),
  identification_type: 'pasaporte',
  ...over,
});

describe('POST /backend/api/auth/applicant/register', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi({ env: { APPLICATION_DEADLINE: '2099-01-01T00:00:00-05:00' } })));
  afterAll(() => api.close());
  const store = () => api.app.get<EventStore>(EVENT_STORE);

  it('registers an applicant and returns a consistency token', async () => {
    const res = await request(api.url).post('/backend/api/auth/applicant/register').send(applicant());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', applicant_id: expect.any(String) });
    expect(res.headers['x-consistency-token']).toMatch(/^\d+-\d+$/);
  });

  it('answers every invalid field in Spanish and records nothing', async () => {
    const res = await request(api.url).post('/backend/api/auth/applicant/register').send({ email: 'no-es-correo', identification: '1710034064', identification_type: 'cedula' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 'error',
      message: 'Por favor corrija los siguientes errores:',
      errors: { first_name: ['El nombre es requerido'], last_name: ['El apellido es requerido'], email: ['El correo electrónico no es válido'], identification: ['La cédula no es válida'] },
    });
  });

  it('creates one account from two concurrent registrations with the same e-mail, and answers both alike', async () => {
    const email = `${uniqueName('twin')}@example.com`;
    const results = await Promise.all([request(api.url).post('/backend/api/auth/applicant/register').send(applicant({ email })), request(api.url).post('/backend/api/auth/applicant/register').send(applicant({ email }))]);
    expect(results.map((r) => [r.status, r.body.message])).toEqual([
      [201, results[0].body.message],
      [201, results[0].body.message],
    ]);
    const ids = results.map((r) => r.body.applicant_id as string);
    // The other answer's id names no account (the owner's stream may also note the attempt, for its e-mail).
    const registered = await Promise.all(ids.map(async (id) => (await store().readStream(applicantStream(id))).filter((e) => e.type === 'ApplicantRegistered').length));
    expect(registered.sort()).toEqual([0, 1]);
  });

  it('answers a duplicate identification alike and frees the e-mail it had reserved', async () => {
    const first = applicant();
    expect((await request(api.url).post('/backend/api/auth/applicant/register').send(first)).status).toBe(201);
    const second = applicant({ identification: first.identification });
    const dup = await request(api.url).post('/backend/api/auth/applicant/register').send(second);
    expect(dup.status).toBe(201);
    expect(await store().readStream(applicantStream(dup.body.applicant_id))).toEqual([]);
    expect((await request(api.url).post('/backend/api/auth/applicant/register').send({ ...second, identification: first.identification + 'X' })).status).toBe(201);
  });

  it('answers malformed JSON with a Spanish 400, not a 500', async () => {
    const res = await request(api.url).post('/backend/api/auth/applicant/register').set('content-type', 'application/json').send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: 'La solicitud no es válida' });
  });

  it('serves health and OpenAPI docs', async () => {
    const health = await request(api.url).get('/backend/api/health');
    expect(health.status).toBe(200);
    expect(health.body.checks.database.status).toBe('up');
    expect((await request(api.url).get('/backend/api/docs-json')).body.paths).toHaveProperty('/backend/api/auth/applicant/register');
  });
});

describe('registration after the deadline', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi({ env: { APPLICATION_DEADLINE: '2025-02-16T23:59:00-05:00' } })));
  afterAll(() => api.close());

  it('answers 403 "Las postulaciones han terminado" and creates nothing', async () => {
    const body = applicant();
    const res = await request(api.url).post('/backend/api/auth/applicant/register').send(body);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Las postulaciones han terminado');
  });
});

describe('GET /backend/api/public/programme', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi({ env: { APPLICATION_DEADLINE: '2025-02-16T23:59:00-05:00', PLACES: '440' } })));
  afterAll(() => api.close());

  it('tells the deadline, places, calendar and that applications are closed', async () => {
    const res = await request(api.url).get('/backend/api/public/programme');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deadline: '2025-02-17T04:59:00.000Z', applications_open: false, facts: { places: 440 }, eligibleCity: 'Guayaquil' });
    expect(res.body.calendar[0]).toEqual({ phase: 'Postulaciones', from: '2025-02-10', to: '2025-02-16' });
  });
});
