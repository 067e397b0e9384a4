import request from 'supertest';
import { applicantBody, randomAddress } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';
import { mainTestDatabase, testPool } from '../support/databases.js';

/** ASVS 5.0 V2.4 anti-automation, V1.2 output into e-mail: registration is throttled, names are names. */
const API = '/backend/api';
const THROTTLED = /^Se recibieron demasiados registros\. Intente nuevamente en \d+ minutos?\.$/;

describe('registration abuse', () => {
  let api: TestApi;
  const pool = testPool(mainTestDatabase().url, 1);
  beforeAll(async () => {
    api = await startTestApi({ env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '30', REGISTRATIONS_PER_HOUR: '1000' } });
  });
  afterAll(async () => {
    await api.close();
    await pool.end();
  });
  const register = (url: string, address: string, overrides: Record<string, unknown> = {}) =>
    request(url).post(`${API}/auth/applicant/register`).set('X-Forwarded-For', address).send(applicantBody(overrides));

  it('accepts 30 registrations an hour from one address, then answers 429; another address still registers', async () => {
    const address = randomAddress();
    for (let i = 0; i < 30; i++) expect((await register(api.url, address)).status).toBe(201);
    const refused = await register(api.url, address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(THROTTLED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(api.url, randomAddress())).status).toBe(201);
  });

  it('accepts at most 30 of 45 registrations sent at once from one address to two API replicas', async () => {
    const other = await startTestApi({ env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '30', REGISTRATIONS_PER_HOUR: '1000' } });
    try {
      const address = randomAddress();
      const statuses = (await Promise.all(Array.from({ length: 45 }, (_, i) => register(i % 2 ? other.url : api.url, address)))).map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    } finally {
      await other.close();
    }
  });

  it('counts only opened accounts towards the cap in all: registrations of a taken e-mail from many addresses do not close it', async () => {
    const used = Number((await pool.query(`SELECT count(*) FROM auth.login_failures WHERE key = 'register:all'`)).rows[0].count);
    const small = await startTestApi({ env: { REGISTRATIONS_PER_HOUR: String(used + 2) } });
    try {
      const taken = applicantBody().email;
      expect((await register(small.url, randomAddress(), { email: taken })).status).toBe(201);
      for (let i = 0; i < 5; i++) expect((await register(small.url, randomAddress(), { email: taken })).status).toBe(201);
      expect((await register(small.url, randomAddress())).status).toBe(201);
      expect((await register(small.url, randomAddress())).status).toBe(429);
    } finally {
      await small.close();
    }
  });

  it('caps registrations in all, whatever the addresses', async () => {
    // The cap is shared by every replica: one whose cap is 3 above what this file's other tests already used.
    const used = Number((await pool.query(`SELECT count(*) FROM auth.login_failures WHERE key = 'register:all'`)).rows[0].count);
    const small = await startTestApi({ env: { REGISTRATIONS_PER_HOUR: String(used + 3) } });
    try {
      for (let i = 0; i < 3; i++) expect((await register(small.url, randomAddress())).status).toBe(201);
      expect((await register(small.url, randomAddress())).status).toBe(429);
    } finally {
      await small.close();
    }
  });

  it.each([['a link', 'Gane premios en http://phish.example'], ['digits', 'Ana2'], ['markup', '<b>Ana</b>']])('refuses a name with %s, which would be echoed into the welcome e-mail', async (_what, first_name) => {
    const res = await register(api.url, randomAddress(), { first_name });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ first_name: ['El nombre solo puede contener letras, espacios, apóstrofos y guiones'] });
  });

  it("accepts names with accents, apostrophes and hyphens: María-José O'Brien Núñez", async () => {
    expect((await register(api.url, randomAddress(), { first_name: 'María-José', last_name: "O'Brien Núñez" })).status).toBe(201);
  });
});
