import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { unseal } from '@postula/platform';
import { mainTestDatabase, testPool, uniqueName } from '../support/databases.js';
import { eventually, startTestSystem, TEST_JWT_SECRET, type TestSystem } from '../support/test-system.js';
import { applicantBody, createStaffUser, eventReader, login, randomAddress, registerApplicant, } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';

const API = '/backend/api';
const VALIDATION = 'Por favor corrija los siguientes errores:';

describe('identity and access over HTTP', () => {
  let system: TestSystem;
  let admin: TestApi;
  const events = eventReader();
  const pool = testPool(mainTestDatabase().url, 2);
  beforeAll(async () => {
    system = await startTestSystem();
    admin = await startTestApi();
  });
  afterAll(async () => {
    await admin.close();
    await system.close();
    await events.close();
    await pool.end();
  });
  const http = () => request(system.url);

  describe('POST auth/user/login', () => {
    it('gives a staff token and the user', async () => {
      const reviewer = await createStaffUser(admin.app, 'reviewer');
      const res = await login(system.url, 'user', reviewer.email.toUpperCase(), reviewer.password);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ token: expect.any(String), user: { id: reviewer.id, full_name: 'Persona reviewer', email: reviewer.email, role: 'reviewer' } });
    });

    it('answers wrong password, unknown e-mail and an applicant account alike: 401 "Usuario o contraseña incorrectos"', async () => {
      const reviewer = await createStaffUser(admin.app, 'reviewer');
      const applicant = await registerApplicant(system.url, events);
      for (const [email, password] of [
        [reviewer.email, 'no-es-la-clave'],
        [`${uniqueName('nadie')}@example.com`, 'whatever'],
        [applicant.email, applicant.password],
      ]) {
        const res = await login(system.url, 'user', email, password);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ status: 'error', message: 'Usuario o contraseña incorrectos' });
      }
    });

    it('answers missing and malformed fields per field', async () => {
      const res = await http().post(`${API}/auth/user/login`).send({ email: 'no-es-correo' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ status: 'error', message: VALIDATION, errors: { email: ['El correo electrónico no es válido'], password: ['La contraseña es requerida'] } });
    });
  });

  describe('POST auth/applicant/login', () => {
    it('gives a token and the applicant with first_login, and records last_login_at', async () => {
      const a = await registerApplicant(system.url, events);
      const res = await login(system.url, 'applicant', a.email, a.password);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        token: expect.any(String),
        applicant: { id: a.id, first_name: 'Ana', middle_name: 'María', last_name: 'Pérez', second_last_name: 'Loor', email: a.email, identification: a.body.identification, first_login: true },
      });
      const row = await eventually(async () => (await pool.query('SELECT last_login_at FROM read.applicants WHERE id = $1 AND last_login_at IS NOT NULL', [a.id])).rows[0]);
      expect(row.last_login_at).toBeInstanceOf(Date);
    });

    it('answers per-field errors for missing values', async () => {
      const res = await http().post(`${API}/auth/applicant/login`).send({});
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ email: ['El correo electrónico es requerido'], password: ['La contraseña es requerida'] });
    });

    it('refuses a wrong password with 401', async () => {
      const a = await registerApplicant(system.url, events);
      const res = await login(system.url, 'applicant', a.email, 'incorrecta');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Usuario o contraseña incorrectos');
    });
  });

  describe('the guard', () => {
    it('answers 401 without a token and with a forged one', async () => {
      for (const auth of [undefined, 'Bearer nope', `Bearer ${new JwtService({ secret: 'otro-secreto-otro-secreto-otro-secreto' }).sign({ sub: 'x', role: 'superadmin', sid: 'y' })}`]) {
        const req = http().post(`${API}/auth/logout`);
        const res = await (auth ? req.set('Authorization', auth) : req);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ status: 'error', message: 'No autenticado. Inicie sesión nuevamente.' });
      }
    });

    it('answers 401 to an expired token (an API replica 25 h ahead)', async () => {
      const a = await registerApplicant(system.url, events);
      const { token } = (await login(system.url, 'applicant', a.email, a.password)).body;
      const later = await startTestApi({ offsetMs: 25 * 3600_000 });
      try {
        const res = await request(later.url).post(`${API}/auth/logout`).set('Authorization', `Bearer ${token}`);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Su sesión ha expirado. Inicie sesión nuevamente.');
      } finally {
        await later.close();
      }
    });

    it('answers 401 to a token it accepted before, once it has expired (each token\'s signature is checked once)', async () => {
      const a = await registerApplicant(system.url, events);
      const { token } = (await login(system.url, 'applicant', a.email, a.password)).body;
      let aheadMs = 0;
      const replica = await startTestApi({ offsetMs: () => aheadMs });
      try {
        const status = () => request(replica.url).get(`${API}/application/status`).set('Authorization', `Bearer ${token}`);
        expect((await status()).status).toBe(200);
        aheadMs = 25 * 3600_000;
        const res = await status();
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Su sesión ha expirado. Inicie sesión nuevamente.');
        aheadMs = 0;
        const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
        expect((await request(replica.url).get(`${API}/application/status`).set('Authorization', `Bearer ${forged}`)).status).toBe(401);
      } finally {
        await replica.close();
      }
    });

    it('revokes the token on logout', async () => {
      const reviewer = await createStaffUser(admin.app, 'reviewer');
      const { token } = (await login(system.url, 'user', reviewer.email, reviewer.password)).body;
      expect((await http().post(`${API}/auth/logout`).set('Authorization', `Bearer ${token}`)).body).toEqual({ status: 'success', message: 'Sesión cerrada' });
      const again = await http().post(`${API}/auth/logout`).set('Authorization', `Bearer ${token}`);
      expect(again.status).toBe(401);
      expect(again.body.message).toBe('Su sesión fue cerrada. Inicie sesión nuevamente.');
    });

    it('refuses a token at once on the replica that logged it out, and within moments on another that had it in memory', async () => {
      const a = await registerApplicant(system.url, events);
      const status = (api: string, token: string) => request(api).get(`${API}/application/status`).set('Authorization', `Bearer ${token}`);
      const here = (await login(system.url, 'applicant', a.email, a.password)).body.token;
      const there = (await login(system.url, 'applicant', a.email, a.password)).body.token;
      for (const api of [system.url, admin.url]) for (const token of [here, there]) expect((await status(api, token)).status).toBe(200);

      expect((await http().post(`${API}/auth/logout`).set('Authorization', `Bearer ${here}`)).body.message).toBe('Sesión cerrada');
      expect((await status(system.url, here)).body.message).toBe('Su sesión fue cerrada. Inicie sesión nuevamente.');
      await eventually(async () => (await status(admin.url, here)).status === 401, 2000);
      expect((await request(admin.url).post(`${API}/auth/logout`).set('Authorization', `Bearer ${there}`)).body.message).toBe('Sesión cerrada');
      expect((await status(admin.url, there)).status).toBe(401);
      await eventually(async () => (await status(system.url, there)).status === 401, 2000);
    });

    it('looks every session up again once revocation notices may have been missed (its LISTEN connection lost)', async () => {
      const a = await registerApplicant(system.url, events);
      const { token } = (await login(system.url, 'applicant', a.email, a.password)).body;
      expect((await request(admin.url).get(`${API}/application/status`).set('Authorization', `Bearer ${token}`)).status).toBe(200);
      await pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'postula-api-sessions' AND datname = current_database()");
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Revoked with no notice at all, as if it had been sent while nobody listened.
      await pool.query('UPDATE auth.sessions SET revoked_at = now() WHERE account_id = $1', [a.id]);
      const after = await request(admin.url).get(`${API}/application/status`).set('Authorization', `Bearer ${token}`);
      expect(after.status).toBe(401);
    });

    it('answers 403 to a valid token of the wrong role', async () => {
      const a = await registerApplicant(system.url, events);
      const applicantToken = (await login(system.url, 'applicant', a.email, a.password)).body.token;
      const reviewer = await createStaffUser(admin.app, 'reviewer');
      const reviewerToken = (await login(system.url, 'user', reviewer.email, reviewer.password)).body.token;
      const csv = (token: string) => http().post(`${API}/applicants/import`).set('Authorization', `Bearer ${token}`).set('Content-Type', 'text/csv').send('a,b\n1,2\n');

      expect((await csv(applicantToken)).body).toEqual({ status: 'error', message: 'No tienes permisos para acceder al panel administrativo' });
      const asReviewer = await csv(reviewerToken);
      expect(asReviewer.status).toBe(403);
      expect(asReviewer.body.message).toBe('No tiene permisos para realizar esta acción');
      const staffOnApplicantRoute = await http().post(`${API}/applicant/update-password`).set('Authorization', `Bearer ${reviewerToken}`).send({ current_password: 'x', new_password: 'yyyyyy' });
      expect(staffOnApplicantRoute.status).toBe(403);
    });
  });

  describe('POST applicant/update-password', () => {
    it('gives every validation message', async () => {
      const a = await registerApplicant(system.url, events);
      const token = (await login(system.url, 'applicant', a.email, a.password)).body.token;
      const send = (body: object) => http().post(`${API}/applicant/update-password`).set('Authorization', `Bearer ${token}`).send(body);
      expect((await send({})).body.errors).toEqual({ current_password: ['La contraseña actual es requerida'], new_password: ['La nueva contraseña es requerida'] });
      expect((await send({ current_password: a.password, new_password: '12345' })).body.errors).toEqual({ new_password: ['La contraseña debe tener al menos 6 caracteres'] });
      const wrong = await send({ current_password: 'no-es', new_password: '123456' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ current_password: ['La contraseña actual es incorrecta'] });
    });

    it('changes the password, clears first_login, records who did it and revokes the other tokens', async () => {
      const a = await registerApplicant(system.url, events);
      const other = (await login(system.url, 'applicant', a.email, a.password)).body.token;
      const mine = (await login(system.url, 'applicant', a.email, a.password)).body.token;
      const res = await http().post(`${API}/applicant/update-password`).set('Authorization', `Bearer ${mine}`).send({ current_password: a.password, new_password: 'nueva-clave' });
      expect(res.body).toEqual({ status: 'success', message: 'Contraseña actualizada exitosamente' });

      expect((await http().post(`${API}/auth/logout`).set('Authorization', `Bearer ${other}`)).status).toBe(401);
      expect((await login(system.url, 'applicant', a.email, a.password)).status).toBe(401);
      const relogin = await login(system.url, 'applicant', a.email, 'nueva-clave');
      expect(relogin.body.applicant.first_login).toBe(false);
      expect((await http().post(`${API}/auth/logout`).set('Authorization', `Bearer ${mine}`)).status).toBe(200);

      const changed = (await events.stream(`applicant-${a.id}`)).find((e) => e.type === 'ApplicantPasswordChanged')!;
      expect(changed.data).toMatchObject({ applicantId: a.id, email: a.email, firstName: 'Ana', lastName: 'Pérez' });
      expect(changed.metadata).toMatchObject({ actorId: a.id, actorRole: 'user' });
      expect(JSON.stringify(changed)).not.toContain('nueva-clave');
      await eventually(async () => (await pool.query('SELECT 1 FROM read.applicants WHERE id = $1 AND first_login = false', [a.id])).rowCount);
    });
  });

  describe('password reset', () => {
    const resetToken = async (applicantId: string) => {
      // The request is recorded after the answer (equal timing for known and unknown e-mails).
      const requested = await eventually(async () => (await events.stream(`applicant-${applicantId}`)).filter((e) => e.type === 'ApplicantPasswordResetRequested').at(-1));
      return unseal(String(requested.data.sealedResetToken), TEST_JWT_SECRET);
    };

    it('answers forgot-password the same for known and unknown e-mails', async () => {
      const a = await registerApplicant(system.url, events);
      const known = await http().post(`${API}/auth/applicant/forgot-password`).send({ email: a.email });
      const unknown = await http().post(`${API}/auth/applicant/forgot-password`).send({ email: `${uniqueName('nadie')}@example.com` });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(known.body.message).toBe('Si el correo está registrado, recibirás un enlace para restablecer tu contraseña. El enlace vence en 1 hora.');
    });

    it('records every one of several requests made at once for one account (they race on its stream)', async () => {
      const a = await registerApplicant(system.url, events);
      const answers = await Promise.all([1, 2, 3].map(() => http().post(`${API}/auth/applicant/forgot-password`).send({ email: a.email })));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      const requested = async () => (await events.stream(`applicant-${a.id}`)).filter((e) => e.type === 'ApplicantPasswordResetRequested').length;
      await eventually(async () => (await requested()) === 3);
    });

    it('resets once with the e-mailed link, revokes old tokens, and refuses the link a second time', async () => {
      const a = await registerApplicant(system.url, events);
      const old = (await login(system.url, 'applicant', a.email, a.password)).body.token;
      await http().post(`${API}/auth/applicant/forgot-password`).send({ email: a.email });
      const token = await resetToken(a.id);

      const res = await http().post(`${API}/auth/applicant/reset-password`).send({ token, new_password: 'recuperada' });
      expect(res.body).toEqual({ status: 'success', message: 'Contraseña restablecida exitosamente. Ya puedes iniciar sesión.' });
      expect((await http().post(`${API}/auth/logout`).set('Authorization', `Bearer ${old}`)).status).toBe(401);
      expect((await login(system.url, 'applicant', a.email, 'recuperada')).status).toBe(200);

      const twice = await http().post(`${API}/auth/applicant/reset-password`).send({ token, new_password: 'otra-vez' });
      expect(twice.status).toBe(422);
      expect(twice.body.message).toBe('El enlace para restablecer la contraseña no es válido o ya fue utilizado');
    });

    it('refuses an expired link (an API replica 2 h ahead) and a malformed one', async () => {
      const a = await registerApplicant(system.url, events);
      await http().post(`${API}/auth/applicant/forgot-password`).send({ email: a.email });
      const token = await resetToken(a.id);
      const later = await startTestApi({ offsetMs: 2 * 3600_000 });
      try {
        const res = await request(later.url).post(`${API}/auth/applicant/reset-password`).send({ token, new_password: 'demasiado-tarde' });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe('El enlace para restablecer la contraseña ha expirado. Solicite uno nuevo.');
      } finally {
        await later.close();
      }
      const bad = await http().post(`${API}/auth/applicant/reset-password`).send({ token: 'basura', new_password: 'valida1' });
      expect(bad.body.message).toBe('El enlace para restablecer la contraseña no es válido o ya fue utilizado');
      const empty = await http().post(`${API}/auth/applicant/reset-password`).send({});
      expect(empty.body.errors).toEqual({ token: ['El enlace para restablecer la contraseña no es válido'], new_password: ['La nueva contraseña es requerida'] });
    });
  });

  describe('POST applicants/import', () => {
    it('creates the valid rows and reports the refused ones with reasons (superadmin)', async () => {
      const superadmin = await createStaffUser(admin.app, 'superadmin');
      const token = (await login(system.url, 'user', superadmin.email, superadmin.password)).body.token;
      const existing = await registerApplicant(system.url, events);
      const ok = applicantBody();
      const csv = [
        'email;first_name;last_name;identification;identification_type;middle_name',
        `${ok.email};"Ana";Pérez;${ok.identification};cedula;`,
        `malo;;Pérez;1710034064;cedula;`,
        `${existing.email};Otra;Persona;AB12345;pasaporte;`,
      ].join('\r\n');
      const res = await http().post(`${API}/applicants/import`).set('Authorization', `Bearer ${token}`).set('Content-Type', 'text/csv; charset=utf-8').send(csv);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        message: 'Importación terminada: 1 creados, 2 rechazados',
        created: [{ row: 2, email: ok.email, applicant_id: expect.any(String) }],
        refused: [
          { row: 3, email: 'malo', message: VALIDATION, errors: { first_name: ['El nombre es requerido'], email: ['El correo electrónico no es válido'], identification: ['La cédula no es válida'] } },
          { row: 4, email: existing.email, message: 'Ya existe una cuenta registrada con este correo electrónico' },
        ],
      });
      const [registered] = await events.stream(`applicant-${res.body.created[0].applicant_id}`);
      expect(registered.data).toMatchObject({ profile: { email: ok.email }, channel: 'staff' });
      expect(registered.metadata).toMatchObject({ actorId: superadmin.id, actorRole: 'superadmin' });
    });

    it('refuses a file without the required columns and a body that is not CSV', async () => {
      const superadmin = await createStaffUser(admin.app, 'superadmin');
      const token = (await login(system.url, 'user', superadmin.email, superadmin.password)).body.token;
      const missing = await http().post(`${API}/applicants/import`).set('Authorization', `Bearer ${token}`).set('Content-Type', 'text/csv').send('email,first_name\na@b.ec,Ana\n');
      expect(missing.status).toBe(422);
      expect(missing.body.message).toBe('Faltan columnas en el archivo CSV: last_name, identification, identification_type');
      const json = await http().post(`${API}/applicants/import`).set('Authorization', `Bearer ${token}`).send({ a: 1 });
      expect(json.body.message).toBe('Envíe el archivo CSV con Content-Type: text/csv');
    });
  });
});
