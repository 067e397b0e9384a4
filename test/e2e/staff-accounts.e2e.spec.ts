import request from 'supertest';
import { mainTestDatabase, testPool, uniqueName } from '../support/databases.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { createStaffUser, eventReader, login, registerApplicant } from '../support/accounts.js';

const API = '/backend/api';
const VALIDATION = 'Por favor corrija los siguientes errores:';

describe('staff administration over HTTP: admin users and reviewers', () => {
  let system: TestSystem;
  const events = eventReader();
  const pool = testPool(mainTestDatabase().url, 2);
  let boss: { id: string; email: string; password: string; token: string };

  const signIn = async (email: string, password: string) => {
    const res = await login(system.url, 'user', email, password);
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  };
  const staff = async (role: 'reviewer' | 'superadmin') => {
    const user = await createStaffUser(system.app, role);
    return { ...user, token: await signIn(user.email, user.password) };
  };
  /** Requests as `token`; its reads see its own writes (the API waits for them). */
  const as = (token?: string) => {
    const auth = (r: request.Test) => {
      if (token) r.set('Authorization', `Bearer ${token}`);
      return r;
    };
    const http = request(system.url);
    return {
      get: (path: string) => auth(http.get(`${API}/${path}`)),
      post: (path: string, body: object) => auth(http.post(`${API}/${path}`)).send(body),
      put: (path: string, body: object) => auth(http.put(`${API}/${path}`)).send(body),
      delete: (path: string) => auth(http.delete(`${API}/${path}`)),
    };
  };
  const createUser = (body: object) => as(boss.token).post('users/create', body);
  const newUserBody = (overrides: object = {}) => ({ full_name: `Nadia ${uniqueName('n')}`, email: `${uniqueName('nadia')}@postula.test`, password: 'clave-segura', role: 'reviewer', ...overrides });

  beforeAll(async () => {
    system = await startTestSystem();
    boss = await staff('superadmin');
  });
  afterAll(async () => {
    await system.close();
    await events.close();
    await pool.end();
  });

  describe('who may call', () => {
    const routes = (target: string): [string, (token?: string) => request.Test][] => [
      ['GET users', (t) => as(t).get('users')],
      ['POST users/create', (t) => as(t).post('users/create', newUserBody())],
      ['PUT users/update', (t) => as(t).put(`users/update?user_id=${target}`, { full_name: 'X', email: 'x@postula.test', role: 'reviewer' })],
      ['DELETE users/delete', (t) => as(t).delete(`users/delete?user_id=${target}`)],
      ['GET reviewers', (t) => as(t).get('reviewers')],
    ];

    it('refuses anonymous callers (401), applicants and reviewers (403) on every superadmin-only route', async () => {
      const target = await createStaffUser(system.app, 'reviewer');
      const reviewer = await staff('reviewer');
      const applicant = await registerApplicant(system.url, events);
      const applicantToken = (await login(system.url, 'applicant', applicant.email, applicant.password)).body.token as string;
      for (const [name, call] of routes(target.id)) {
        expect([name, (await call()).status]).toEqual([name, 401]);
        const asApplicant = await call(applicantToken);
        expect([name, asApplicant.status, asApplicant.body.message]).toEqual([name, 403, 'No tienes permisos para acceder al panel administrativo']);
        const asReviewer = await call(reviewer.token);
        expect([name, asReviewer.status, asReviewer.body.message]).toEqual([name, 403, 'No tiene permisos para realizar esta acción']);
      }
      // Nothing was changed by the refused calls.
      expect(await signIn(target.email, target.password)).toEqual(expect.any(String));
    });
  });

  describe('POST users/create', () => {
    it('creates a reviewer by default, who can then sign in and is listed', async () => {
      const body = newUserBody({ role: undefined, email: `${uniqueName('Mixta')}@Postula.test` });
      const res = await createUser(body);
      expect(res.status).toBe(201);
      const email = body.email.toLowerCase();
      expect(res.body).toEqual({ status: 'success', message: 'Usuario creado exitosamente', user: { id: expect.any(String), full_name: body.full_name, email, role: 'reviewer' } });
      const listed = await as(boss.token).get(`users?search=${encodeURIComponent(body.full_name)}`);
      expect(listed.body.data).toEqual([{ id: res.body.user.id, full_name: body.full_name, email, role: 'reviewer' }]);
      const signedIn = await login(system.url, 'user', email, body.password);
      expect(signedIn.body.user).toMatchObject({ id: res.body.user.id, role: 'reviewer' });
    });

    it('answers every validation message in Spanish', async () => {
      const empty = await createUser({});
      expect(empty.status).toBe(422);
      expect(empty.body).toEqual({
        status: 'error',
        message: VALIDATION,
        errors: { full_name: ['El nombre completo es requerido'], email: ['El correo electrónico es requerido'], password: ['La contraseña es requerida'] },
      });
      const bad = await createUser({ full_name: '  ', email: 'no-es-correo', password: '1234567', role: 'admin' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        full_name: ['El nombre completo es requerido'],
        email: ['El correo electrónico no es válido'],
        password: ['La contraseña debe tener al menos 8 caracteres'],
        role: ['El rol debe ser reviewer, superadmin o auditor'],
      });
    });

    it('refuses an e-mail already used by a staff account, whatever its case, with 409', async () => {
      const first = newUserBody();
      expect((await createUser(first)).status).toBe(201);
      const again = await createUser(newUserBody({ email: first.email.toUpperCase() }));
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ status: 'error', message: 'Ya existe un usuario con este correo electrónico' });
    });
  });

  describe('GET users', () => {
    it('searches by name or e-mail, filters by role and pages by 10 by default, in name order', async () => {
      const tag = uniqueName('lista').replace(/_/g, '');
      const made: request.Response[] = [];
      for (const body of [
        { full_name: `Carla ${tag}`, email: `${uniqueName('c')}@postula.test`, role: 'reviewer' },
        { full_name: `Alba ${tag}`, email: `${uniqueName('a')}@postula.test`, role: 'superadmin' },
        { full_name: 'Bruno Sin Etiqueta', email: `${tag}.${uniqueName('b')}@postula.test`, role: 'reviewer' },
      ])
        made.push(await createUser({ ...body, password: 'clave-segura' }));
      const all = await as(boss.token).get(`users?search=${tag.toUpperCase()}`);
      expect(all.status).toBe(200);
      expect(all.body.data.map((u: { full_name: string }) => u.full_name)).toEqual([`Alba ${tag}`, 'Bruno Sin Etiqueta', `Carla ${tag}`]);
      expect(all.body.pagination).toEqual({ current_page: 1, total_pages: 1, per_page: 10, total: 3 });

      const admins = await as(boss.token).get(`users?search=${tag}&role=superadmin`);
      expect(admins.body.data).toEqual([{ id: made[1].body.user.id, full_name: `Alba ${tag}`, email: made[1].body.user.email, role: 'superadmin' }]);
      const reviewers = await as(boss.token).get(`users?search=${tag}&role=reviewer`);
      expect(reviewers.body.data.map((u: { full_name: string }) => u.full_name)).toEqual(['Bruno Sin Etiqueta', `Carla ${tag}`]);
      const everyRole = await as(boss.token).get(`users?search=${tag}&role=all`);
      expect(everyRole.body.pagination.total).toBe(3);

      const page2 = await as(boss.token).get(`users?search=${tag}&per_page=2&page=2`);
      expect(page2.body).toEqual({ data: [expect.objectContaining({ full_name: `Carla ${tag}` })], pagination: { current_page: 2, total_pages: 2, per_page: 2, total: 3 } });
    });

    it('takes the wildcard characters of a search literally', async () => {
      const res = await as(boss.token).get(`users?search=${encodeURIComponent('%_')}`);
      expect(res.body).toEqual({ data: [], pagination: { current_page: 1, total_pages: 1, per_page: 10, total: 0 } });
    });

    it('answers 422 in Spanish for a query value that does not parse', async () => {
      const res = await as(boss.token).get('users?page=abc&per_page=0&role=jefe');
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        status: 'error',
        message: VALIDATION,
        errors: {
          page: ['La página debe ser un número entero mayor o igual a 1'],
          per_page: ['La cantidad por página debe ser un número entero entre 1 y 100'],
          role: ['El rol debe ser reviewer, superadmin o auditor'],
        },
      });
      expect((await as(boss.token).get('users?per_page=101')).status).toBe(422);
      expect((await as(boss.token).get('users?page=1&page=2')).status).toBe(422);
    });
  });

  describe('PUT users/update', () => {
    it('changes name and e-mail, keeps the password when it is blank, and frees the old e-mail', async () => {
      const user = await staff('reviewer');
      const email = `${uniqueName('nuevo')}@postula.test`;
      const res = await as(boss.token).put(`users/update?user_id=${user.id}`, { full_name: 'Nombre Cambiado', email, role: 'reviewer', password: '' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: 'Usuario actualizado exitosamente' });
      const listed = await as(boss.token).get(`users?search=${email}`);
      expect(listed.body.data).toEqual([{ id: user.id, full_name: 'Nombre Cambiado', email, role: 'reviewer' }]);
      // Same password, new e-mail; the session survived (nothing security-relevant changed).
      expect(await signIn(email, user.password)).toEqual(expect.any(String));
      expect((await as(user.token).get('applicants?per_page=1')).status).toBe(200);
      expect((await login(system.url, 'user', user.email, user.password)).status).toBe(401);
      expect((await createUser(newUserBody({ email: user.email }))).status).toBe(201);
    });

    it('sets a new password: the old one stops working and the user’s sessions end', async () => {
      const user = await staff('reviewer');
      const res = await as(boss.token).put(`users/update?user_id=${user.id}`, { full_name: 'Persona reviewer', email: user.email, role: 'reviewer', password: 'otra-clave-9' });
      expect(res.status).toBe(200);
      expect((await as(user.token).get('applicants')).status).toBe(401);
      expect((await login(system.url, 'user', user.email, user.password)).status).toBe(401);
      expect((await login(system.url, 'user', user.email, 'otra-clave-9')).status).toBe(200);
    });

    it('promotes a reviewer: the old session ends and the next login is a superadmin', async () => {
      const user = await staff('reviewer');
      const res = await as(boss.token).put(`users/update?user_id=${user.id}`, { full_name: 'Ascendida', email: user.email, role: 'superadmin' });
      expect(res.status).toBe(200);
      expect((await as(user.token).get('applicants')).status).toBe(401);
      const token = await signIn(user.email, user.password);
      expect((await as(token).get('users')).status).toBe(200);
    });

    it('refuses an e-mail another staff account uses (409) and changes nothing', async () => {
      const [a, b] = [await staff('reviewer'), await staff('reviewer')];
      const res = await as(boss.token).put(`users/update?user_id=${a.id}`, { full_name: 'Persona reviewer', email: b.email, role: 'reviewer' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: 'error', message: 'Ya existe un usuario con este correo electrónico' });
      expect(await signIn(a.email, a.password)).toEqual(expect.any(String));
    });

    it('answers validation, a malformed or missing user_id and an unknown user in Spanish', async () => {
      const user = await createStaffUser(system.app, 'reviewer');
      const bad = await as(boss.token).put(`users/update?user_id=${user.id}`, { full_name: '', email: 'x', role: 'jefe', password: 'corta' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        full_name: ['El nombre completo es requerido'],
        email: ['El correo electrónico no es válido'],
        password: ['La contraseña debe tener al menos 8 caracteres'],
        role: ['El rol debe ser reviewer, superadmin o auditor'],
      });
      const body = { full_name: 'X', email: `${uniqueName('x')}@postula.test`, role: 'reviewer' };
      for (const query of ['', '?user_id=12', '?user_id=abc']) {
        const res = await as(boss.token).put(`users/update${query}`, body);
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ user_id: ['El identificador no es válido'] });
      }
      const unknown = await as(boss.token).put('users/update?user_id=0b8c5a40-9d55-4f8e-9a54-2b1c7f0e1d23', body);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: 'error', message: 'El usuario no existe' });
    });

    it('refuses a superadmin demoting themselves, but lets them rename themselves and change their own password keeping this session', async () => {
      const me = await staff('superadmin');
      const otherSession = await signIn(me.email, me.password);
      const demote = await as(me.token).put(`users/update?user_id=${me.id}`, { full_name: 'Yo', email: me.email, role: 'reviewer' });
      expect(demote.status).toBe(403);
      expect(demote.body).toEqual({ status: 'error', message: 'No puede cambiar su propio rol' });
      const own = await as(me.token).put(`users/update?user_id=${me.id}`, { full_name: 'Yo Mismo', email: me.email, role: 'superadmin', password: 'mi-nueva-clave' });
      expect(own.status).toBe(200);
      expect((await as(me.token).get('users?per_page=1')).status).toBe(200);
      expect((await as(otherSession).get('users?per_page=1')).status).toBe(401);
    });

    it('of two superadmins demoting each other at once, exactly one succeeds and one superadmin remains', async () => {
      const [a, b] = [await staff('superadmin'), await staff('superadmin')];
      const [ab, ba] = await Promise.all([
        as(a.token).put(`users/update?user_id=${b.id}`, { full_name: 'B', email: b.email, role: 'reviewer' }),
        as(b.token).put(`users/update?user_id=${a.id}`, { full_name: 'A', email: a.email, role: 'reviewer' }),
      ]);
      const statuses = [ab.status, ba.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403]).toContain(statuses[1]);
      const roles = await eventually(async () => {
        const { rows } = await pool.query<{ role: string }>('SELECT role FROM read.staff_users WHERE id = ANY($1) ORDER BY role', [[a.id, b.id]]);
        return rows.map((r) => r.role).join() === 'reviewer,superadmin' && rows;
      });
      expect(roles).toHaveLength(2);
    });
  });

  describe('DELETE users/delete', () => {
    it('deletes another user: sessions end, login is refused, the list drops them and the e-mail is free again', async () => {
      const user = await staff('reviewer');
      const res = await as(boss.token).delete(`users/delete?user_id=${user.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: 'Usuario eliminado exitosamente' });
      expect((await as(user.token).get('applicants')).status).toBe(401);
      expect((await login(system.url, 'user', user.email, user.password)).status).toBe(401);
      expect((await as(boss.token).get(`users?search=${user.email}`)).body.data).toEqual([]);
      const again = await as(boss.token).delete(`users/delete?user_id=${user.id}`);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('El usuario no existe');
      expect((await createUser(newUserBody({ email: user.email }))).status).toBe(201);
    });

    it('refuses a superadmin deleting themselves', async () => {
      const me = await staff('superadmin');
      const res = await as(me.token).delete(`users/delete?user_id=${me.id}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: 'error', message: 'No puede eliminar su propia cuenta' });
      expect((await as(me.token).get('users?per_page=1')).status).toBe(200);
    });

    it('answers 422 for a malformed user_id', async () => {
      const res = await as(boss.token).delete('users/delete?user_id=nope');
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ user_id: ['El identificador no es válido'] });
    });
  });

  describe('GET reviewers', () => {
    it('lists active staff with their last login and review counts (zero before any review)', async () => {
      const reviewer = await staff('reviewer');
      const deleted = await createStaffUser(system.app, 'reviewer');
      await as(boss.token).delete(`users/delete?user_id=${deleted.id}`);
      const row = await eventually(async () => {
        const res = await as(boss.token).get('reviewers');
        expect(res.status).toBe(200);
        const ids = res.body.reviewers.map((r: { id: string }) => r.id);
        return !ids.includes(deleted.id) && res.body.reviewers.find((r: { id: string; last_login: string | null }) => r.id === reviewer.id && r.last_login);
      });
      expect(row).toEqual({
        id: reviewer.id,
        full_name: 'Persona reviewer',
        email: reviewer.email,
        role: 'reviewer',
        last_login: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        applications_reviewed: 0,
        last_review_date: null,
        status_counts: { approved: 0, rejected: 0, correction_applicant: 0, correction_review: 0, under_review: 0 },
      });
    });
  });
});
