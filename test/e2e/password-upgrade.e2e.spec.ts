import { randomBytes, scryptSync } from 'node:crypto';
import { createStaffUser, eventReader, login, registerApplicant } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';

/** A hash as the scrypt hasher wrote them before argon2id (N=2^15, r=8, p=1): what older accounts still hold. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${2 ** 15}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const CURRENT_COST = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('password hashes upgraded on login', () => {
  let api: TestApi;
  const events = eventReader();
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
    await events.close();
  });

  it('registers new applicants with argon2id at the OWASP cost', async () => {
    const applicant = await registerApplicant(api.url, events);
    const [registered] = await events.stream(`applicant-${applicant.id}`);
    expect(String(registered.data.passwordHash)).toMatch(CURRENT_COST);
  });

  it('an applicant with an old scrypt hash: a wrong password is refused and changes nothing; the right one logs in and records the argon2id hash once', async () => {
    const applicant = await registerApplicant(api.url, events);
    const stream = `applicant-${applicant.id}`;
    const password = 'clave-antigua-123';
    await events.store.append(stream, [{ type: 'ApplicantPasswordChanged', data: { applicantId: applicant.id, email: applicant.email, firstName: 'Ana', lastName: 'Pérez', passwordHash: legacyScryptHash(password), changedAt: new Date().toISOString() } }], 'any');
    const before = await events.stream(stream);

    const wrong = await login(api.url, 'applicant', applicant.email, 'clave-incorrecta');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ status: 'error', message: 'Usuario o contraseña incorrectos' });
    expect(await events.stream(stream)).toHaveLength(before.length);

    const right = await login(api.url, 'applicant', applicant.email, password);
    expect(right.status).toBe(200);
    expect(right.body.applicant.first_login).toBe(false);
    const after = await events.stream(stream);
    expect(after).toHaveLength(before.length + 1);
    const rehashed = after[after.length - 1];
    expect(rehashed.type).toBe('ApplicantPasswordRehashed');
    expect(rehashed.data).toEqual({ applicantId: applicant.id, passwordHash: expect.stringMatching(CURRENT_COST), rehashedAt: expect.any(String) });

    // The upgraded hash checks the same password, and an up-to-date hash is not rehashed again.
    expect((await login(api.url, 'applicant', applicant.email, password)).status).toBe(200);
    expect((await login(api.url, 'applicant', applicant.email, 'clave-incorrecta')).status).toBe(401);
    expect(await events.stream(stream)).toHaveLength(after.length);
  });

  it('a staff member with an old scrypt hash is upgraded on the next successful login', async () => {
    const reviewer = await createStaffUser(api.app, 'reviewer');
    const stream = `staff-${reviewer.id}`;
    await events.store.append(stream, [{ type: 'StaffUserPasswordSet', data: { userId: reviewer.id, passwordHash: legacyScryptHash(reviewer.password), setAt: new Date().toISOString() } }], 'any');

    expect((await login(api.url, 'user', reviewer.email, `${reviewer.password}x`)).status).toBe(401);
    expect((await events.stream(stream)).at(-1)!.type).toBe('StaffUserPasswordSet');

    expect((await login(api.url, 'user', reviewer.email, reviewer.password)).status).toBe(200);
    const last = (await events.stream(stream)).at(-1)!;
    expect(last.type).toBe('StaffUserPasswordRehashed');
    expect(String(last.data.passwordHash)).toMatch(CURRENT_COST);
    expect((await login(api.url, 'user', reviewer.email, reviewer.password)).status).toBe(200);
  });
});
