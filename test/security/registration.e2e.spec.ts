import request from 'supertest';
import { applicantBody, randomAddress } from '../support/accounts.js';
import { expectThrottled, REGISTRATION_THROTTLED, statusCounts, throttledApi, withReplica } from '../support/throttle.js';

/** ASVS 5.0 V2.4 anti-automation, V1.2 output into e-mail: registration is throttled, names are names. */
const API = '/backend/api';
const LIMITS = { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '30', REGISTRATIONS_PER_HOUR: '1000' };

describe('registration abuse', () => {
  const suite = throttledApi({ env: LIMITS });
  /** Registrations the cap in all has counted so far (this file's other tests use it too). */
  const used = async () => Number((await suite.events.pool.query(`SELECT count(*) FROM auth.login_failures WHERE key = 'register:all'`)).rows[0].count);
  const register = (url: string, address: string, overrides: Record<string, unknown> = {}) =>
    request(url).post(`${API}/auth/applicant/register`).set('X-Forwarded-For', address).send(applicantBody(overrides));

  it('accepts 30 registrations an hour from one address, then answers 429; another address still registers', async () => {
    const address = randomAddress();
    for (let i = 0; i < 30; i++) expect((await register(suite.api().url, address)).status).toBe(201);
    expectThrottled(await register(suite.api().url, address), REGISTRATION_THROTTLED);
    expect((await register(suite.api().url, randomAddress())).status).toBe(201);
  });

  it('accepts at most 30 of 45 registrations sent at once from one address to two API replicas', async () => {
    await withReplica({ env: LIMITS }, async (other) => {
      const address = randomAddress();
      const answers = await Promise.all(Array.from({ length: 45 }, (_, i) => register(i % 2 ? other.url : suite.api().url, address)));
      expect(statusCounts(answers)).toEqual({ 201: 30, 429: 15 });
    });
  });

  it('counts only opened accounts towards the cap in all: registrations of a taken e-mail from many addresses do not close it', async () => {
    await withReplica({ env: { REGISTRATIONS_PER_HOUR: String((await used()) + 2) } }, async (small) => {
      const taken = applicantBody().email;
      expect((await register(small.url, randomAddress(), { email: taken })).status).toBe(201);
      for (let i = 0; i < 5; i++) expect((await register(small.url, randomAddress(), { email: taken })).status).toBe(201);
      expect((await register(small.url, randomAddress())).status).toBe(201);
      expect((await register(small.url, randomAddress())).status).toBe(429);
    });
  });

  it('caps registrations in all, whatever the addresses', async () => {
    // The cap is shared by every replica: one whose cap is 3 above what this file's other tests already used.
    await withReplica({ env: { REGISTRATIONS_PER_HOUR: String((await used()) + 3) } }, async (small) => {
      for (let i = 0; i < 3; i++) expect((await register(small.url, randomAddress())).status).toBe(201);
      expect((await register(small.url, randomAddress())).status).toBe(429);
    });
  });

  it.each([['a link', 'Gane premios en http://phish.example'], ['digits', 'Ana2'], ['markup', '<b>Ana</b>']])('refuses a name with %s, which would be echoed into the welcome e-mail', async (_what, first_name) => {
    const res = await register(suite.api().url, randomAddress(), { first_name });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ first_name: ['El nombre solo puede contener letras, espacios, apóstrofos y guiones'] });
  });

  it("accepts names with accents, apostrophes and hyphens: María-José O'Brien Núñez", async () => {
    expect((await register(suite.api().url, randomAddress(), { first_name: 'María-José', last_name: "O'Brien Núñez" })).status).toBe(201);
  });
});
