import request from 'supertest';
import { applicantBody, eventReader } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';
import { newApplicant, type ApplicantClient } from '../e2e/applications.fixture.js';

/** ASVS 5.0 V1.2, V1.3, V2.2: unsafe text and broken multipart bodies are the client's fault. */
const API = '/backend/api';
const VALIDATION = 'Por favor corrija los siguientes errores:';
const UNSAFE = 'El texto contiene caracteres no permitidos';
const MALFORMED = 'El formulario enviado está incompleto o mal formado. Intente subir los archivos nuevamente.';

describe('text and multipart input', () => {
  let api: TestApi;
  const events = eventReader();
  let applicant: ApplicantClient;
  beforeAll(async () => {
    api = await startTestApi();
    applicant = await newApplicant(api.url, events);
  });
  afterAll(async () => {
    await api.close();
    await events.close();
  });

  it.each([['NUL', 'Ana\u0000'], ['lone surrogate', 'Ana\ud800'], ['right-to-left override', 'Ana\u202e']])('refuses a registration whose name holds a %s with a Spanish 422 naming the field', async (_name, first_name) => {
    const body = applicantBody({ first_name });
    const res = await request(api.url).post(`${API}/auth/applicant/register`).send(body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 'error', message: VALIDATION, errors: { first_name: [UNSAFE] } });
  });

  it('stores names in NFC: a decomposed é registers as the composed one', async () => {
    const res = await request(api.url).post(`${API}/auth/applicant/register`).send(applicantBody({ first_name: 'Jose\u0301' }));
    expect(res.status).toBe(201);
    const [registered] = await events.stream(`applicant-${res.body.applicant_id}`);
    expect(JSON.stringify(registered.data)).toContain('"first_name":"José"');
  });

  it('refuses unsafe characters in a query parameter too', async () => {
    const res = await applicant.request('get', 'application/documents/download?document_id=a%00b');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ document_id: [UNSAFE] });
  });

  it('names a truncated multipart body as such', async () => {
    const body = '--x\r\nContent-Disposition: form-data; name="id_card"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc';
    const res = await applicant.request('post', 'application/documents').set('Content-Type', 'multipart/form-data; boundary=x').send(body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 'error', message: MALFORMED });
  });

  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="id_card"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--x--\r\n'],
    ['cut short', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="id_card"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc'],
    ['with a broken part header', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition\r\n\r\nabc\r\n--x--\r\n'],
  ])('answers a multipart body %s with a Spanish 4xx, never a 500', async (_name, contentType, body) => {
    const res = await applicant.request('post', 'application/documents').set('Content-Type', contentType).send(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ status: 'error', message: expect.stringMatching(/^[A-ZÁÉÍÓÚ][a-záéíóúñ]/) });
  });
});
