import request from 'supertest';
import { totpCode } from '../../api/src/identity/staff-totp/totp.js';
import { createStaffUser, login, randomAddress } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';

/** Finding 7 of issue #9 (ASVS 5.0 V6.5, V6.6): a staff member's second factor, and the login contract the staff UI follows. */
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
});
