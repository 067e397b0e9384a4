import request from 'supertest';
import { unseal } from '@postula/platform';
import { uniqueName } from '../support/databases.js';
import { eventually, TEST_JWT_SECRET } from '../support/test-system.js';
import { createStaffUser, login, randomAddress, registerApplicant } from '../support/accounts.js';
import { LOGIN_THROTTLED, statusCounts, throttledApi, withReplica } from '../support/throttle.js';

/**
 * ASVS 5.0 V6.3.1 anti-automation without lockout of the owner, V4.1 client address:
 * no stranger can lock an account out, a shared address is not one person, a spray from one address stops.
 */
const API = '/backend/api';
/** Hundreds of real password checks (argon2id, ~20 ms of CPU each, more on a busy machine): these tests get minutes, not seconds. */
const MANY_LOGINS_MS = 300_000;
/** `count` logins, 8 at a time (the password checks run on the thread pool, so both cores work); their statuses. */
async function inBatches(count: number, attempt: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 8) statuses.push(...(await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => attempt(i + k)))).map((r) => r.status));
  return statuses;
}

describe('login throttling', () => {
  const suite = throttledApi();
  const { events } = suite;

  it('lets the owner keep logging in while an attacker fails from other addresses, and stops each attacking address after 5', async () => {
    const victim = await createStaffUser(suite.api().app, 'superadmin');
    const attackers = [randomAddress(), randomAddress(), randomAddress(), randomAddress()];
    for (const address of attackers) for (let i = 0; i < 5; i++) expect((await login(suite.api().url, 'user', victim.email, `mala-${i}`, address)).status).toBe(401);
    const refused = await login(suite.api().url, 'user', victim.email, victim.password, attackers[0]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 'error', message: expect.stringMatching(LOGIN_THROTTLED), retry_after: expect.any(Number) });
    expect(Number(refused.headers['retry-after'])).toBe(refused.body.retry_after);
    expect(refused.body.retry_after).toBeLessThanOrEqual(15 * 60);
    expect((await login(suite.api().url, 'user', victim.email, victim.password, randomAddress())).status).toBe(200);
  });

  it('lets 200 logins from one shared address through while 5 people there mistype', async () => {
    const school = randomAddress();
    const people = await Promise.all(Array.from({ length: 40 }, () => createStaffUser(suite.api().app, 'reviewer')));
    for (const person of people.slice(0, 5)) expect((await login(suite.api().url, 'user', person.email, 'me-equivoque', school)).status).toBe(401);
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++)
      statuses.push(...(await Promise.all(people.map(async (p) => (await login(suite.api().url, 'user', p.email, p.password, school)).status))));
    expect(statuses).toHaveLength(200);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, MANY_LOGINS_MS);

  it('stops a password spray from one address after 100 failures, for that scope only', async () => {
    const sprayer = randomAddress();
    expect(await inBatches(100, () => login(suite.api().url, 'applicant', `${uniqueName('v')}@example.com`, 'Password1', sprayer))).toEqual(Array(100).fill(401));
    const applicant = await registerApplicant(suite.api().url, events);
    expect((await login(suite.api().url, 'applicant', applicant.email, applicant.password, sprayer)).status).toBe(429);
    const staff = await createStaffUser(suite.api().app, 'reviewer');
    expect((await login(suite.api().url, 'user', staff.email, staff.password, sprayer)).status).toBe(200);
    expect((await login(suite.api().url, 'applicant', applicant.email, applicant.password, randomAddress())).status).toBe(200);
  }, MANY_LOGINS_MS);

  it('refuses an account after 50 failures in an hour from many addresses, until a password reset clears it', async () => {
    const a = await registerApplicant(suite.api().url, events);
    expect(await inBatches(50, (i) => login(suite.api().url, 'applicant', a.email, `mala-${i}`, randomAddress()))).toEqual(Array(50).fill(401));
    expect((await login(suite.api().url, 'applicant', a.email, a.password, randomAddress())).status).toBe(429);
    await request(suite.api().url).post(`${API}/auth/applicant/forgot-password`).send({ email: a.email }).expect(200);
    const requested = await eventually(async () => (await events.stream(`applicant-${a.id}`)).find((e) => e.type === 'ApplicantPasswordResetRequested'));
    const token = unseal(String(requested.data.sealedResetToken), TEST_JWT_SECRET);
    await request(suite.api().url).post(`${API}/auth/applicant/reset-password`).send({ token, new_password: 'recuperada-2026' }).expect(200);
    expect((await login(suite.api().url, 'applicant', a.email, 'recuperada-2026', randomAddress())).status).toBe(200);
  }, MANY_LOGINS_MS);

  it('lets at most 5 of 40 wrong passwords sent at once to two API replicas, for one account from one address, reach the password check; the rest are 429', async () => {
    await withReplica({}, async (other) => {
      const victim = await createStaffUser(suite.api().app, 'reviewer');
      const address = randomAddress();
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(i % 2 ? other.url : suite.api().url, 'user', victim.email, `mala-${i}`, address)));
      expect(statusCounts(answers)).toEqual({ 401: 5, 429: 35 });
    });
  });

  it('takes the client address from the last proxy hop only: a forged X-Forwarded-For prefix does not escape the throttle', async () => {
    const reviewer = await createStaffUser(suite.api().app, 'reviewer');
    const address = randomAddress();
    for (let i = 0; i < 5; i++) expect((await login(suite.api().url, 'user', reviewer.email, 'mala', `${randomAddress()}, ${address}`)).status).toBe(401);
    expect((await login(suite.api().url, 'user', reviewer.email, reviewer.password, `10.0.0.1, ${address}`)).status).toBe(429);
  });

  it('deletes attempts older than every window as failures are recorded, whoever made them, and keeps those that count', async () => {
    const [expired, counting] = [uniqueName('address:applicant:expired'), uniqueName('address:applicant:counting')];
    await events.pool.query(`INSERT INTO auth.login_failures (key, failed_at) VALUES ($1, now() - interval '1441 minutes'), ($2, now() - interval '1439 minutes')`, [expired, counting]);
    expect((await login(suite.api().url, 'applicant', `${uniqueName('nadie')}@example.com`, 'Password1', randomAddress())).status).toBe(401);
    const { rows } = await events.pool.query<{ key: string }>('SELECT key FROM auth.login_failures WHERE key = ANY($1)', [[expired, counting]]);
    expect(rows.map((r) => r.key)).toEqual([counting]);
  });

  it("forgives the account's failures from an address once its owner logs in there", async () => {
    const applicant = await registerApplicant(suite.api().url, events);
    const address = randomAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login(suite.api().url, 'applicant', applicant.email, `mala-${round}-${i}`, address)).status).toBe(401);
      // Had the first login not cleared its four failures, the second round would be refused (429) from its second attempt.
      expect((await login(suite.api().url, 'applicant', applicant.email, applicant.password, address)).status).toBe(200);
    }
  });
});
