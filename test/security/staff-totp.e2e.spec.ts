import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { totpCode } from '../../api/src/identity/staff-totp/totp.js';
import { createStaffUser, login, randomAddress } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';

/** ASVS 5.0 V6.5, V6.6: a staff member's second factor, and the login contract the staff UI follows. */
const API = '/backend/api';

describe('staff second factor (TOTP)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('asks for the code after the right password, refuses a wrong one, admits the right one, and can be turned off', async () => {
    const reviewer = await createStaffUser(api.app, 'reviewer');
    const address = randomAddress();
    const token = (await login(api.url, 'user', reviewer.email, reviewer.password, address)).body.token;
    const as = (path: string) => request(api.url).post(`${API}/auth/user/totp/${path}`).set('Authorization', `Bearer ${token}`);

    const setup = await as('setup').send({});
    expect(setup.status).toBe(200);
    expect(setup.body.otpauth_url).toContain(`secret=${setup.body.secret}`);
    const secret: string = setup.body.secret;
    expect((await as('enable').send({ secret, totp_code: '000000' === totpCode(secret, Date.now()) ? '111111' : '000000' })).body.errors).toEqual({ totp_code: ['El código de verificación es incorrecto'] });
    expect((await as('enable').send({ secret, totp_code: totpCode(secret, Date.now()) })).status).toBe(200);

    const staffLogin = (body: object) => request(api.url).post(`${API}/auth/user/login`).set('X-Forwarded-For', address).send({ email: reviewer.email, password: reviewer.password, ...body });
    const asked = await staffLogin({});
    expect(asked.status).toBe(401);
    expect(asked.body).toEqual({ status: 'error', message: 'Ingrese el código de verificación', totp_required: true });
    const wrongPassword = await request(api.url).post(`${API}/auth/user/login`).set('X-Forwarded-For', address).send({ email: reviewer.email, password: 'no-es' });
    expect(wrongPassword.body).toEqual({ status: 'error', message: 'Usuario o contraseña incorrectos' });
    const wrong = await staffLogin({ totp_code: totpCode(secret, Date.now() + 10 * 60_000) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ status: 'error', message: 'El código de verificación es incorrecto', totp_required: true });
    const admitted = await staffLogin({ totp_code: totpCode(secret, Date.now()) });
    expect(admitted.status).toBe(200);
    expect(admitted.body.user.id).toBe(reviewer.id);

    expect((await as('disable').send({ totp_code: totpCode(secret, Date.now()) })).status).toBe(200);
    expect((await staffLogin({})).status).toBe(200);
  });

  it('replaces an active factor only with a code of the active one as well: a session alone cannot swap it', async () => {
    const reviewer = await createStaffUser(api.app, 'reviewer');
    const token = (await login(api.url, 'user', reviewer.email, reviewer.password, randomAddress())).body.token;
    const as = (path: string, body: object = {}) => request(api.url).post(`${API}/auth/user/totp/${path}`).set('Authorization', `Bearer ${token}`).send(body);
    const active: string = (await as('setup')).body.secret;
    expect((await as('enable', { secret: active, totp_code: totpCode(active, Date.now()) })).status).toBe(200);

    const stolen: string = (await as('setup')).body.secret;
    const withoutCurrent = await as('enable', { secret: stolen, totp_code: totpCode(stolen, Date.now()) });
    expect(withoutCurrent.status).toBe(422);
    expect(withoutCurrent.body.errors).toEqual({ current_totp_code: ['Ingrese el código de la verificación en dos pasos que tiene activa'] });
    const wrongCurrent = await as('enable', { secret: stolen, totp_code: totpCode(stolen, Date.now()), current_totp_code: totpCode(active, Date.now() + 10 * 60_000) });
    expect(wrongCurrent.status).toBe(422);
    expect(wrongCurrent.body.errors).toEqual({ current_totp_code: ['El código de la verificación en dos pasos activa es incorrecto'] });
    const signIn = (totp_code: string) => request(api.url).post(`${API}/auth/user/login`).set('X-Forwarded-For', randomAddress()).send({ email: reviewer.email, password: reviewer.password, totp_code });
    expect((await signIn(totpCode(active, Date.now()))).status).toBe(200);

    const replaced = await as('enable', { secret: stolen, totp_code: totpCode(stolen, Date.now()), current_totp_code: totpCode(active, Date.now()) });
    expect(replaced.status).toBe(200);
    // The step of the code that signed in is spent for the account, whichever app shows it: the next one signs in.
    expect((await signIn(totpCode(stolen, Date.now() + 30_000))).status).toBe(200);
  });

  it('lets a superadmin require it of all staff: an account without it signs in only to enrol it, and cannot turn it off', async () => {
    const boss = await createStaffUser(api.app, 'superadmin');
    const reviewer = await createStaffUser(api.app, 'reviewer');
    const address = randomAddress();
    const signIn = (account: { email: string; password: string }, body: object = {}) =>
      request(api.url).post(`${API}/auth/user/login`).set('X-Forwarded-For', address).send({ email: account.email, password: account.password, ...body });
    const call = (token: string, method: 'get' | 'post' | 'put', path: string, body: object = {}) => request(api.url)[method](`${API}/${path}`).set('Authorization', `Bearer ${token}`).send(body);
    const enrol = async (token: string) => {
      const { secret } = (await call(token, 'post', 'auth/user/totp/setup')).body;
      expect((await call(token, 'post', 'auth/user/totp/enable', { secret, totp_code: totpCode(secret, Date.now()) })).status).toBe(200);
      return secret as string;
    };

    let bossToken: string = (await signIn(boss)).body.token;
    const unprotected = await call(bossToken, 'put', 'auth/user/totp/requirement', { required: true });
    expect(unprotected.status).toBe(409);
    expect(unprotected.body.message).toBe('Active primero su propia verificación en dos pasos');
    expect((await call(bossToken, 'put', 'auth/user/totp/requirement', { required: 'si' })).status).toBe(422);
    const bossSecret = await enrol(bossToken);
    bossToken = (await signIn(boss, { totp_code: totpCode(bossSecret, Date.now()) })).body.token;
    const required = await call(bossToken, 'put', 'auth/user/totp/requirement', { required: true });
    expect(required.body).toEqual({ status: 'success', message: 'La verificación en dos pasos ahora es obligatoria para todo el personal' });

    const enrolling = await signIn(reviewer);
    expect(enrolling.status).toBe(200);
    expect(enrolling.body.totp_enrolment_required).toBe(true);
    const refused = await call(enrolling.body.token, 'get', 'applicants');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('La verificación en dos pasos es obligatoria para el personal: actívela para continuar');
    expect((await call(enrolling.body.token, 'get', 'auth/user/totp/requirement')).body).toEqual({ required: true, enabled: false });
    let secret = await enrol(enrolling.body.token);
    expect((await call(enrolling.body.token, 'post', 'auth/logout')).status).toBe(200);

    expect((await signIn(reviewer)).body.totp_required).toBe(true);
    let admitted = await signIn(reviewer, { totp_code: totpCode(secret, Date.now()) });
    expect(admitted.body.totp_enrolment_required).toBeUndefined();
    expect((await call(admitted.body.token, 'get', 'applicants')).status).toBe(200);
    expect((await call(admitted.body.token, 'get', 'auth/user/totp/requirement')).body).toEqual({ required: true, enabled: true });
    expect((await call(admitted.body.token, 'put', 'auth/user/totp/requirement', { required: false })).status).toBe(403);
    const kept = await call(admitted.body.token, 'post', 'auth/user/totp/disable', { totp_code: totpCode(secret, Date.now()) });
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe('La verificación en dos pasos es obligatoria para el personal: no se puede desactivar');


    // A lost phone: only a superadmin resets it, never their own; the reviewer's sessions end and the next login enrols anew.
    const reset = (token: string, userId: string) => call(token, 'post', `users/reset-totp?user_id=${userId}`);
    expect((await reset(admitted.body.token, reviewer.id)).status).toBe(403);
    expect((await reset(bossToken, boss.id)).body).toEqual({ status: 'error', message: 'No puede restablecer su propia verificación en dos pasos: desactívela desde su cuenta con un código vigente' });
    expect((await reset(bossToken, randomUUID())).status).toBe(404);
    expect((await reset(bossToken, reviewer.id)).body).toEqual({
      status: 'success',
      message: 'Verificación en dos pasos restablecida: sus sesiones se cerraron y la configurará de nuevo con su próximo ingreso si es obligatoria',
    });
    expect((await call(admitted.body.token, 'get', 'applicants')).status).toBe(401);
    expect((await reset(bossToken, reviewer.id)).body.message).toBe('El usuario no tiene la verificación en dos pasos activa');
    const reEnrolling = await signIn(reviewer);
    expect(reEnrolling.body.totp_enrolment_required).toBe(true);
    secret = await enrol(reEnrolling.body.token);
    admitted = await signIn(reviewer, { totp_code: totpCode(secret, Date.now()) });
    expect((await call(admitted.body.token, 'get', 'applicants')).status).toBe(200);

    expect((await call(bossToken, 'put', 'auth/user/totp/requirement', { required: false })).body.message).toBe('La verificación en dos pasos ya no es obligatoria');
    expect((await call(admitted.body.token, 'post', 'auth/user/totp/disable', { totp_code: totpCode(secret, Date.now()) })).status).toBe(200);
  });
});
