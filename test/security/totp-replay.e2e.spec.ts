import request from 'supertest';
import { staffUserLoginsStream } from '@postula/domain';
import { totpCode } from '../../api/src/identity/staff-totp/totp.js';
import { createStaffUser, eventReader, login, randomAddress } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';
import { statusCounts } from '../support/throttle.js';

const API = '/backend/api';
const STEP_MS = 30_000;
const CODE_USED = { status: 'error', message: 'Este código ya se usó para ingresar. Espere el siguiente código de su aplicación.', totp_required: true };

/**
 * A second factor's code opens one session. The replicas' clocks start one second into a 30-second step, so "now",
 * "the next step" and "35 seconds later" are the steps the test names, however long it takes to start.
 */
describe('a staff second factor code replayed', () => {
  const events = eventReader();
  const align = STEP_MS - (Date.now() % STEP_MS) + 1000;
  const at = (laterMs = 0) => Date.now() + align + laterMs;
  let replicas: TestApi[] = [];
  beforeAll(async () => {
    replicas = await Promise.all([startTestApi({ offsetMs: align }), startTestApi({ offsetMs: align }), startTestApi({ offsetMs: align + 35_000 })]);
  });
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    await events.close();
  });

  it('opens one session per code: twice in a row, three at once on two replicas, once 35 s later', async () => {
    const [first, second, later] = replicas;
    const reviewer = await createStaffUser(first.app, 'reviewer');
    const token = (await login(first.url, 'user', reviewer.email, reviewer.password)).body.token as string;
    const { secret } = (await request(first.url).post(`${API}/auth/user/totp/setup`).set('Authorization', `Bearer ${token}`).send({})).body;
    expect((await request(first.url).post(`${API}/auth/user/totp/enable`).set('Authorization', `Bearer ${token}`).send({ secret, totp_code: totpCode(secret, at()) })).status).toBe(200);
    const staffLogin = (api: TestApi, totp_code: string) =>
      request(api.url).post(`${API}/auth/user/login`).set('X-Forwarded-For', randomAddress()).send({ email: reviewer.email, password: reviewer.password, totp_code });

    const now = totpCode(secret, at());
    expect((await staffLogin(first, now)).status).toBe(200);
    const again = await staffLogin(first, now);
    expect([again.status, again.body]).toEqual([401, CODE_USED]);

    const next = totpCode(secret, at(STEP_MS));
    const atOnce = await Promise.all([staffLogin(first, next), staffLogin(second, next), staffLogin(second, next)]);
    expect(statusCounts(atOnce)).toEqual({ 200: 1, 401: 2 });
    for (const refused of atOnce.filter((a) => a.status === 401)) expect(refused.body).toEqual(CODE_USED);

    const meanwhile = await staffLogin(later, now);
    expect([meanwhile.status, meanwhile.body]).toEqual([401, CODE_USED]);

    const logins = await events.stream(staffUserLoginsStream(reviewer.id));
    expect(logins.map((e) => e.data.totpStep)).toEqual([undefined, Math.floor(at() / STEP_MS), Math.floor(at() / STEP_MS) + 1]);
  });
});
