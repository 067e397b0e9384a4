import pg from 'pg';
import request from 'supertest';
import { loadProgramme, PostgresEventStore, ProjectionRunner, rebuildProjections, waitForProjections } from '@postula/platform';
import { systemEventStore } from '../support/system-event-store.js';
import { projectorsFor } from '../../projections/src/projectors.js';
import { ensureFirstSuperadmin } from '../../api/src/staff-accounts/first-superadmin.js';
import { testPool, mainTestDatabase } from '../support/databases.js';
import { createStaffUser, eventReader, login, registerApplicant, } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';
import { eventually } from '../support/test-system.js';

const projectors = projectorsFor(loadProgramme(new Date().toISOString()));

const API = '/backend/api';
const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };

/** On a database of its own: a rebuild empties read models, and "no superadmin yet" must be true at the start. */
describe('account history on a fresh database', () => {
  // Every end-to-end file has a database of its own (test/support/file-database.ts).
  const db = { url: mainTestDatabase().url };
  let api: TestApi;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  let events: ReturnType<typeof eventReader>;
  const names = ['applicants', 'staff-users'];

  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: db.url, env: { ADMIN_EMAIL: 'Admin@Postula.test', ADMIN_PASSWORD: 'primera-clave' } });
    pool = testPool(db.url, 4);
    store = systemEventStore(pool);
    runner = new ProjectionRunner({ pool, store, projectors, log: quiet, lockRetryMs: 1000 });
    runner.start();
    events = eventReader(db.url);
  });
  afterAll(async () => {
    await runner.stop();
    await events.close();
    await store.close();
    await pool.end();
    await api.close();
  });

  const caughtUp = async () => {
    const head = await store.headPosition();
    expect(await waitForProjections(pool, store, head!, { timeoutMs: 30_000, names })).toBe(true);
  };

  it('creates the first superadmin from ADMIN_EMAIL / ADMIN_PASSWORD once', async () => {
    expect(await ensureFirstSuperadmin(api.app)).toBe('created');
    expect(await ensureFirstSuperadmin(api.app)).toBe('exists');
    const res = await login(api.url, 'user', 'admin@postula.test', 'primera-clave');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'admin@postula.test', role: 'superadmin' });
    await caughtUp();
    expect((await pool.query("SELECT email FROM read.staff_users WHERE role = 'superadmin'")).rows).toEqual([{ email: 'admin@postula.test' }]);
  });

  it('replays every account event into the same read models after a rebuild', async () => {
    const a = await registerApplicant(api.url, events);
    const token = (await login(api.url, 'applicant', a.email, a.password)).body.token;
    await request(api.url).post(`${API}/applicant/update-password`).set('Authorization', `Bearer ${token}`).send({ current_password: a.password, new_password: 'cambiada' });
    await request(api.url).post(`${API}/auth/applicant/forgot-password`).send({ email: a.email });
    await eventually(async () => (await events.stream(`applicant-${a.id}`)).some((e) => e.type === 'ApplicantPasswordResetRequested'));
    await registerApplicant(api.url, events);
    const reviewer = await createStaffUser(api.app, 'reviewer');
    await login(api.url, 'user', reviewer.email, reviewer.password);
    await caughtUp();

    const snapshot = async () => ({
      applicants: (await pool.query('SELECT * FROM read.applicants ORDER BY id')).rows,
      staff: (await pool.query('SELECT * FROM read.staff_users ORDER BY id')).rows,
    });
    const live = await snapshot();
    expect(live.applicants).toHaveLength(2);
    expect(live.applicants.find((r) => r.id === a.id)).toMatchObject({ first_login: false, last_login_at: expect.any(Date) });
    expect(live.staff.find((r) => r.id === reviewer.id)).toMatchObject({ role: 'reviewer', last_login_at: expect.any(Date) });

    await runner.stop();
    await rebuildProjections({ pool, store, projectors, names });
    expect(await snapshot()).toEqual(live);
    runner.start();
  });
});
