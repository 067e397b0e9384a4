import request from 'supertest';
import { unseal } from '@postula/platform';
import { uniqueName } from '../support/databases.js';
import { createStaffUser, eventReader, login, registerApplicant } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';
import { eventually, TEST_JWT_SECRET } from '../support/test-system.js';

/** ASVS 5.0 V6.2.4, V6.2.11, V6.2.12: no common, personal or unchanged password. */
const API = '/backend/api';
const VALIDATION = 'Por favor corrija los siguientes errores:';
const COMMON = 'La contraseña es demasiado común. Elija una que sea difícil de adivinar.';
const PERSONAL = 'La contraseña no puede ser su correo electrónico, su nombre ni su número de identificación';
const SAME = 'La nueva contraseña debe ser distinta de la actual';

describe('password quality', () => {
  let api: TestApi;
  const events = eventReader();
  let superadminToken: string;
  beforeAll(async () => {
    api = await startTestApi();
    const boss = await createStaffUser(api.app, 'superadmin');
    superadminToken = (await login(api.url, 'user', boss.email, boss.password)).body.token;
  });
  afterAll(async () => {
    await api.close();
    await events.close();
  });
  const asBoss = (method: 'post' | 'put', path: string) => request(api.url)[method](`${API}/${path}`).set('Authorization', `Bearer ${superadminToken}`);

  it('refuses a superadmin created with 12345678, or with their own e-mail, and stores nothing', async () => {
    const email = `${uniqueName('jefa')}@postula.test`;
    const common = await asBoss('post', 'users/create').send({ full_name: 'Jefa Nueva', email, password: '12345678', role: 'superadmin' });
    expect(common.status).toBe(422);
    expect(common.body).toEqual({ status: 'error', message: VALIDATION, errors: { password: [COMMON] } });
    const personal = await asBoss('post', 'users/create').send({ full_name: 'Jefa Nueva', email, password: email.toUpperCase(), role: 'superadmin' });
    expect(personal.body.errors).toEqual({ password: [PERSONAL] });
    expect((await login(api.url, 'user', email, '12345678')).status).toBe(401);
  });

  it("refuses an applicant's new password that is common, their cédula, their name or the current one", async () => {
    const a = await registerApplicant(api.url, events);
    const token = (await login(api.url, 'applicant', a.email, a.password)).body.token;
    const change = (new_password: string) =>
      request(api.url).post(`${API}/applicant/update-password`).set('Authorization', `Bearer ${token}`).send({ current_password: a.password, new_password });
    for (const [password, message] of [['123456', COMMON], [a.body.identification, PERSONAL], ['Ana María Pérez Loor', PERSONAL], [a.password, SAME]] as const) {
      const res = await change(password);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ new_password: [message] });
    }
    expect((await change('tortuga-lunar-42')).status).toBe(200);
  });

  it('refuses a common password set through a reset link, and by staff for an applicant', async () => {
    const a = await registerApplicant(api.url, events);
    await request(api.url).post(`${API}/auth/applicant/forgot-password`).send({ email: a.email }).expect(200);
    const requested = await eventually(async () => (await events.stream(`applicant-${a.id}`)).find((e) => e.type === 'ApplicantPasswordResetRequested'));
    const token = unseal(String(requested.data.sealedResetToken), TEST_JWT_SECRET);
    const reset = await request(api.url).post(`${API}/auth/applicant/reset-password`).send({ token, new_password: 'password1' });
    expect(reset.body.errors).toEqual({ new_password: [COMMON] });
    const byStaff = await asBoss('put', `applicants/update-password?applicant_id=${a.id}`).send({ new_password: 'qwertyuiop' });
    expect(byStaff.body.errors).toEqual({ new_password: [COMMON] });
  });
});
