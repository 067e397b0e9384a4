import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createStaffUser, eventReader, login, registerApplicant } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';
import { ACCESS, API_PREFIX, CALLERS, operationsOf, type Caller } from './access-matrix.js';

/** ASVS 5.0 V8.2 (function- and data-level access): every route of the OpenAPI document × every kind of caller. */
describe('access control', () => {
  let api: TestApi;
  const events = eventReader();
  let operations: string[];
  beforeAll(async () => {
    api = await startTestApi();
    operations = operationsOf((await request(api.url).get(`${API_PREFIX}/docs-json`)).body);
  });
  afterAll(async () => {
    await api.close();
    await events.close();
  });

  /** A path of the OpenAPI document with its parameters filled in. */
  const concrete = (path: string) => path.replace('{file}', 'x.gif').replace('{id}', randomUUID());

  /** A fresh session per call: logout and password changes end sessions. */
  const tokenOf = async (caller: Caller): Promise<string | undefined> => {
    if (caller === 'anonymous') return undefined;
    if (caller === 'user') {
      const a = await registerApplicant(api.url, events);
      return (await login(api.url, 'applicant', a.email, a.password)).body.token;
    }
    const staff = await createStaffUser(api.app, caller);
    return (await login(api.url, 'user', staff.email, staff.password)).body.token;
  };

  it('refuses the auditor every signed-in write route but its own session and second factor: 403 with a message', async () => {
    const token = await tokenOf('auditor');
    // Public routes (login, registration, password reset) need no session: they are nobody's writes to refuse.
    const writes = operations.filter((o) => !o.startsWith('GET ') && !ACCESS[o]?.includes('anonymous'));
    const allowed = writes.filter((o) => ACCESS[o]?.includes('auditor'));
    expect(allowed.sort()).toEqual(['POST /auth/logout', 'POST /auth/user/totp/disable', 'POST /auth/user/totp/enable', 'POST /auth/user/totp/setup']);
    const answered: string[] = [];
    for (const operation of writes.filter((o) => !allowed.includes(o))) {
      const [method, path] = operation.split(' ');
      const res = await request(api.url)[method.toLowerCase() as 'post'](`${API_PREFIX}${concrete(path)}`).set('Authorization', `Bearer ${token}`).send({});
      answered.push(`${operation}: ${res.status} ${typeof res.body.message === 'string' ? 'message' : 'no message'}`);
    }
    expect(writes.length - allowed.length).toBeGreaterThan(25);
    expect(answered.filter((a) => !a.endsWith(': 403 message'))).toEqual([]);
  });

  it('lists who may call every route of the OpenAPI document, and nothing else', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect([...operations].sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it.each<Caller>(CALLERS)('lets %s call exactly its routes: 401 without a session, 403 with the wrong role', async (caller) => {
    const token = await tokenOf(caller);
    const mismatches: string[] = [];
    // Logout last: it ends the session the other calls use.
    for (const operation of [...operations].sort((a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')))) {
      const [method, path] = operation.split(' ');
      const req = request(api.url)[method.toLowerCase() as 'get'](`${API_PREFIX}${concrete(path)}`);
      if (token) void req.set('Authorization', `Bearer ${token}`);
      const res = await (method === 'GET' ? req : req.send({}));
      const allowed = ACCESS[operation]?.includes(caller);
      const expected = allowed ? 'not 401/403' : caller === 'anonymous' ? 401 : 403;
      const ok = allowed ? ![401, 403].includes(res.status) : res.status === expected && typeof res.body.message === 'string';
      if (!ok) mismatches.push(`${operation}: ${res.status}, expected ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });
});
