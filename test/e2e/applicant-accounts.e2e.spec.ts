import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { uniqueName } from '../support/databases.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { createStaffUser, eventReader, login, randomCedula, registerApplicant } from '../support/accounts.js';

const API = '/backend/api';
const VALIDATION = 'Por favor corrija los siguientes errores:';

/** Today in the programme's time zone, as the last_login_at filter reads days. */
const dayInGuayaquil = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil' }).format(new Date(Date.now() + offsetDays * 86_400_000));

describe('staff work on applicant accounts over HTTP', () => {
  let system: TestSystem;
  const events = eventReader();
  let reviewerToken: string;
  let superadminToken: string;

  const staffToken = async (role: 'reviewer' | 'superadmin') => {
    const user = await createStaffUser(system.app, role);
    return (await login(system.url, 'user', user.email, user.password)).body.token as string;
  };
  const as = (token?: string) => {
    const auth = (r: request.Test) => {
      if (token) r.set('Authorization', `Bearer ${token}`);
      return r;
    };
    const http = request(system.url);
    return {
      get: (path: string) => auth(http.get(`${API}/${path}`)),
      put: (path: string, body: object) => auth(http.put(`${API}/${path}`)).send(body),
    };
  };
  const list = (query: string) => as(reviewerToken).get(`applicants?${query}`);
  const editBody = (overrides: object = {}) => ({
    first_name: 'Ana',
    middle_name: 'María',
    last_name: 'Pérez',
    second_last_name: 'Loor',
    email: `${uniqueName('ana')}@example.com`,
    identification: randomCedula(),
    ...overrides,
  });

  beforeAll(async () => {
    system = await startTestSystem();
    [reviewerToken, superadminToken] = [await staffToken('reviewer'), await staffToken('superadmin')];
  });
  afterAll(async () => {
    await system.close();
    await events.close();
  });

  it('role matrix: anonymous 401, applicant 403, reviewer and superadmin allowed', async () => {
    const target = await registerApplicant(system.url, events);
    const applicantToken = (await login(system.url, 'applicant', target.email, target.password)).body.token as string;
    const calls: [string, (t?: string) => request.Test][] = [
      ['GET applicants', (t) => as(t).get('applicants?per_page=1')],
      ['PUT applicants/update', (t) => as(t).put(`applicants/update?applicant_id=${target.id}`, editBody({ email: target.email, identification: target.body.identification }))],
      ['PUT applicants/update-password', (t) => as(t).put(`applicants/update-password?applicant_id=${target.id}`, { new_password: 'clave-del-staff' })],
    ];
    for (const [name, call] of calls) {
      expect([name, (await call()).status]).toEqual([name, 401]);
      const asApplicant = await call(applicantToken);
      expect([name, asApplicant.status, asApplicant.body.message]).toEqual([name, 403, 'No tienes permisos para acceder al panel administrativo']);
      expect([name, (await call(reviewerToken)).status]).toEqual([name, 200]);
      expect([name, (await call(superadminToken)).status]).toEqual([name, 200]);
    }
  });

  describe('GET applicants', () => {
    it('checks every filter against a known set of accounts, newest first, 20 per page by default', async () => {
      const tag = uniqueName('t').replace(/[_\d]/g, '').slice(0, 10) + randomUUID().replace(/[\d-]/g, '').slice(0, 6);
      const ana = await registerApplicant(system.url, events, { first_name: `Ana${tag}`, middle_name: 'Maríaxyz', last_name: `Pérez${tag}`, second_last_name: 'Loor' });
      const beto = await registerApplicant(system.url, events, { first_name: `Beto${tag}`, middle_name: null, last_name: `Pérez${tag}`, second_last_name: `Mora${tag}` });
      const ciro = await registerApplicant(system.url, events, { first_name: 'Ciro', middle_name: null, last_name: `Ruiz${tag}`, second_last_name: null });
      await login(system.url, 'applicant', ana.email, ana.password);
      const ids = (res: request.Response) => res.body.data.map((a: { id: string }) => a.id);

      // Ana's login reaches the read model (the list is what waits here, not the test).
      await eventually(async () => ids(await list(`last_name=${tag}&never_logged_in=false`)).length === 1);

      const all = await list(`last_name=${tag.toUpperCase()}`);
      expect(all.status).toBe(200);
      expect(ids(all)).toEqual([ciro.id, beto.id, ana.id]);
      expect(all.body.pagination).toEqual({ current_page: 1, total_pages: 1, per_page: 20, total: 3 });
      expect(all.body.data[2]).toEqual({
        id: ana.id,
        first_name: `Ana${tag}`,
        middle_name: 'Maríaxyz',
        last_name: `Pérez${tag}`,
        second_last_name: 'Loor',
        email: ana.email,
        identification: ana.body.identification,
        identification_type: 'cedula',
        last_login_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(all.body.data[0].last_login_at).toBeNull();

      expect(ids(await list(`first_name=ana${tag}`))).toEqual([ana.id]);
      expect(ids(await list(`last_name=${tag}&middle_name=${encodeURIComponent('maríaXYZ')}`))).toEqual([ana.id]);
      expect(ids(await list(`last_name=p${encodeURIComponent('é')}rez${tag}`))).toEqual([beto.id, ana.id]);
      expect(ids(await list(`second_last_name=mora${tag}`))).toEqual([beto.id]);
      expect(ids(await list(`email=${encodeURIComponent(ana.email.toUpperCase())}`))).toEqual([ana.id]);
      expect(ids(await list(`identification=${ana.body.identification}`))).toEqual([ana.id]);
      expect(ids(await list(`last_name=${tag}&never_logged_in=true`))).toEqual([ciro.id, beto.id]);
      expect(ids(await list(`last_name=${tag}&never_logged_in=false`))).toEqual([ana.id]);
      expect(ids(await list(`last_name=${tag}&last_login_at=${dayInGuayaquil()}`))).toEqual([ana.id]);
      expect(ids(await list(`last_name=${tag}&last_login_at=${dayInGuayaquil(-1)}`))).toEqual([]);
      expect(ids(await list(`first_name=ciro&last_name=${tag}&second_last_name=`))).toEqual([ciro.id]);

      const page2 = await list(`last_name=${tag}&per_page=2&page=2`);
      expect(ids(page2)).toEqual([ana.id]);
      expect(page2.body.pagination).toEqual({ current_page: 2, total_pages: 2, per_page: 2, total: 3 });
    });

    it('answers 422 in Spanish, never 500, for query values that do not parse', async () => {
      const res = await list('page=abc&per_page=0&never_logged_in=maybe&last_login_at=2025-02-30');
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        status: 'error',
        message: VALIDATION,
        errors: {
          page: ['La página debe ser un número entero mayor o igual a 1'],
          per_page: ['La cantidad por página debe ser un número entero entre 1 y 100'],
          never_logged_in: ['Debe ser true o false'],
          last_login_at: ['La fecha debe tener el formato AAAA-MM-DD'],
        },
      });
      expect((await list('last_login_at=ayer')).body.errors).toEqual({ last_login_at: ['La fecha debe tener el formato AAAA-MM-DD'] });
      expect((await list(`email=${'x'.repeat(201)}`)).body.errors).toEqual({ email: ['Debe ser un texto de hasta 200 caracteres'] });
      expect((await list('first_name=a&first_name=b')).status).toBe(422);
    });
  });

  describe('PUT applicants/update', () => {
    it('corrects the account: the list shows it, the new e-mail signs in, and the old e-mail and identification are free again', async () => {
      const a = await registerApplicant(system.url, events);
      const body = editBody({ first_name: ' Anita ', middle_name: '', second_last_name: '  ' });
      const res = await as(reviewerToken).put(`applicants/update?applicant_id=${a.id}`, body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: 'Aplicante actualizado exitosamente' });
      const listed = await list(`identification=${body.identification}`);
      expect(listed.body.data).toEqual([
        expect.objectContaining({ id: a.id, first_name: 'Anita', middle_name: null, second_last_name: null, email: body.email, identification: body.identification, identification_type: 'cedula' }),
      ]);
      expect((await login(system.url, 'applicant', body.email, a.password)).status).toBe(200);
      expect((await login(system.url, 'applicant', a.email, a.password)).status).toBe(401);
      await registerApplicant(system.url, events, { email: a.email, identification: a.body.identification });
    });

    it('refuses an e-mail or an identification another account holds (409) and leaves nothing reserved', async () => {
      const [a, b] = [await registerApplicant(system.url, events), await registerApplicant(system.url, events)];
      const takenEmail = await as(reviewerToken).put(`applicants/update?applicant_id=${a.id}`, editBody({ email: b.email.toUpperCase(), identification: a.body.identification }));
      expect(takenEmail.status).toBe(409);
      expect(takenEmail.body).toEqual({ status: 'error', message: 'Ya existe una cuenta registrada con este correo electrónico' });
      const freshEmail = `${uniqueName('libre')}@example.com`;
      const takenId = await as(reviewerToken).put(`applicants/update?applicant_id=${a.id}`, editBody({ email: freshEmail, identification: b.body.identification }));
      expect(takenId.status).toBe(409);
      expect(takenId.body).toEqual({ status: 'error', message: 'Ya existe una cuenta registrada con esta identificación' });
      // The e-mail reserved before the identification was refused went back: another account can take it.
      await registerApplicant(system.url, events, { email: freshEmail });
      expect((await login(system.url, 'applicant', a.email, a.password)).status).toBe(200);
    });

    it('answers the validation messages of the applicant form, checking the identification against its type', async () => {
      const a = await registerApplicant(system.url, events);
      const empty = await as(reviewerToken).put(`applicants/update?applicant_id=${a.id}`, {});
      expect(empty.status).toBe(422);
      expect(empty.body).toEqual({
        status: 'error',
        message: VALIDATION,
        errors: { first_name: ['El nombre es requerido'], last_name: ['El apellido es requerido'], email: ['El correo electrónico es requerido'], identification: ['La identificación es requerida'] },
      });
      const badEmail = await as(reviewerToken).put(`applicants/update?applicant_id=${a.id}`, editBody({ email: 'ana@' }));
      expect(badEmail.body.errors).toEqual({ email: ['El correo electrónico no es válido'] });
      const badCedula = await as(reviewerToken).put(`applicants/update?applicant_id=${a.id}`, editBody({ identification: '1710034064' }));
      expect(badCedula.status).toBe(422);
      expect(badCedula.body).toEqual({ status: 'error', message: VALIDATION, errors: { identification: ['La cédula no es válida'] } });
      const badPassport = await as(reviewerToken).put(`applicants/update?applicant_id=${a.id}`, editBody({ identification: 'AB-1', identification_type: 'pasaporte' }));
      expect(badPassport.body.errors).toEqual({ identification: ['El pasaporte debe tener entre 5 y 20 letras o números'] });
      const badType = await as(reviewerToken).put(`applicants/update?applicant_id=${a.id}`, editBody({ identification_type: 'dni' }));
      expect(badType.body.errors).toEqual({ identification_type: ['El tipo de identificación debe ser cédula o pasaporte'] });
      const passport = `P${randomUUID().replace(/-/g, '').slice(0, 10)}`;
      const toPassport = await as(reviewerToken).put(`applicants/update?applicant_id=${a.id}`, editBody({ email: a.email, identification: passport, identification_type: 'pasaporte' }));
      expect(toPassport.status).toBe(200);
      expect((await list(`identification=${passport}`)).body.data[0]).toMatchObject({ id: a.id, identification_type: 'pasaporte' });
    });

    it('answers 422 for a malformed applicant_id and 404 for an unknown account', async () => {
      for (const query of ['', '?applicant_id=x']) {
        const res = await as(reviewerToken).put(`applicants/update${query}`, editBody());
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ applicant_id: ['El identificador no es válido'] });
      }
      const unknown = await as(reviewerToken).put(`applicants/update?applicant_id=${randomUUID()}`, editBody());
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: 'error', message: 'La cuenta no existe' });
    });
  });

  describe('PUT applicants/update-password', () => {
    it('sets the password: the applicant’s sessions end, the old password fails, and the next login is a first login again', async () => {
      const a = await registerApplicant(system.url, events);
      const session = (await login(system.url, 'applicant', a.email, a.password)).body.token as string;
      const res = await as(superadminToken).put(`applicants/update-password?applicant_id=${a.id}`, { new_password: 'clave-del-staff' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: 'Contraseña actualizada exitosamente' });
      const revoked = await request(system.url).post(`${API}/applicant/update-password`).set('Authorization', `Bearer ${session}`).send({});
      expect(revoked.status).toBe(401);
      expect((await login(system.url, 'applicant', a.email, a.password)).status).toBe(401);
      const again = await login(system.url, 'applicant', a.email, 'clave-del-staff');
      expect(again.status).toBe(200);
      expect(again.body.applicant.first_login).toBe(true);
    });

    it('answers the password messages, a malformed id and an unknown account', async () => {
      const a = await registerApplicant(system.url, events);
      const missing = await as(reviewerToken).put(`applicants/update-password?applicant_id=${a.id}`, {});
      expect(missing.status).toBe(422);
      expect(missing.body).toEqual({ status: 'error', message: VALIDATION, errors: { new_password: ['La nueva contraseña es requerida'] } });
      const short = await as(reviewerToken).put(`applicants/update-password?applicant_id=${a.id}`, { new_password: '1234567' });
      expect(short.body.errors).toEqual({ new_password: ['La contraseña debe tener al menos 8 caracteres'] });
      expect((await as(reviewerToken).put('applicants/update-password?applicant_id=1', { new_password: '12345678' })).body.errors).toEqual({
        applicant_id: ['El identificador no es válido'],
      });
      const unknown = await as(reviewerToken).put(`applicants/update-password?applicant_id=${randomUUID()}`, { new_password: '12345678' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('La cuenta no existe');
    });
  });
});
