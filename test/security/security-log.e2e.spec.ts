import request from 'supertest';
import { securityLog } from '../../api/src/common/security-log.js';
import { createStaffUser, eventReader, login, randomAddress, registerApplicant } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';

/** ASVS 5.0 V16.2, V16.3: logins, refusals and throttling leave a JSON line, and no secret. */
describe('security log', () => {
  let api: TestApi;
  const events = eventReader();
  const lines: string[] = [];
  beforeAll(async () => {
    api = await startTestApi();
    securityLog.sink = (line) => void lines.push(line);
  });
  afterAll(async () => {
    await api.close();
    await events.close();
  });
  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

  it('logs a failed and a successful login with request id, account id and address, never the e-mail, the password or the token', async () => {
    const reviewer = await createStaffUser(api.app, 'reviewer');
    const address = randomAddress();
    expect((await login(api.url, 'user', reviewer.email, 'clave-equivocada', address)).status).toBe(401);
    const ok = await request(api.url).post('/backend/api/auth/user/login').set('X-Forwarded-For', address).set('X-Request-Id', 'req-login-ok').send({ email: reviewer.email, password: reviewer.password });
    expect(ok.status).toBe(200);
    const mine = entries().filter((e) => e.account_id === reviewer.id);
    expect(mine).toEqual([
      expect.objectContaining({ log: 'security', event: 'login_failed', scope: 'staff', address, request_id: expect.any(String), account_id: reviewer.id, status: 401 }),
      expect.objectContaining({ event: 'login_succeeded', scope: 'staff', address, request_id: 'req-login-ok', account_id: reviewer.id, status: 200 }),
    ]);
    const all = lines.join('');
    expect(all).not.toContain('clave-equivocada');
    expect(all).not.toContain(reviewer.password);
    expect(all).not.toContain(ok.body.token);
    expect(all).not.toContain(reviewer.email);
  });

  it('logs a 403 with who was refused and where, and a 429 with the id of the account tried, never its e-mail', async () => {
    const applicant = await registerApplicant(api.url, events);
    const token = (await login(api.url, 'applicant', applicant.email, applicant.password)).body.token;
    const address = randomAddress();
    await request(api.url).get('/backend/api/users').set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', address).expect(403);
    expect(entries()).toContainEqual(expect.objectContaining({ event: 'access_denied', actor_id: applicant.id, actor_role: 'user', address, method: 'GET', route: '/backend/api/users', status: 403 }));

    for (let i = 0; i < 5; i++) await login(api.url, 'applicant', applicant.email, 'mala', address);
    expect((await login(api.url, 'applicant', applicant.email, applicant.password, address)).status).toBe(429);
    expect(entries()).toContainEqual(expect.objectContaining({ event: 'rate_limited', account_id: applicant.id, address, route: '/backend/api/auth/applicant/login', status: 429 }));
    expect(lines.join('')).not.toContain(applicant.email);
  });
});
