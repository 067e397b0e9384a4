import pg from 'pg';
import { loadProgramme, PostgresEventStore, ProjectionRunner, rebuildProjections, waitForProjections } from '@postula/platform';
import { systemEventStore } from '../support/system-event-store.js';
import { projectorsFor } from '../../projections/src/projectors.js';
import { eventReader } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';
import { mainTestDatabase, testPool } from '../support/databases.js';
import { ApplicantClient, DEADLINE, expectOk } from './applications.fixture.js';
import { staffClient, StaffClient, submittedApplication } from './review.fixture.js';

const projectors = projectorsFor(loadProgramme(new Date().toISOString()));

const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };
const REBUILT = ['applicants', 'staff-users', 'application-details', 'application-documents', 'exam-results', 'application-history', 'reviewer-applications'];

/** The review's read models rebuilt from the events answer every staff GET the same (this file's own database). */
describe('review read models after a rebuild', () => {
  let api: TestApi;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  const reader = eventReader();

  beforeAll(async () => {
    api = await startTestApi({ env: { APPLICATION_DEADLINE: DEADLINE, PLACES: '1' } });
    pool = testPool(mainTestDatabase().url, 4);
    store = systemEventStore(pool);
    runner = new ProjectionRunner({ pool, store, projectors, log: quiet, lockRetryMs: 1000 });
    runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await reader.close();
    await store.close();
    await pool.end();
    await api.close();
  });

  const caughtUp = async () => {
    const head = await store.headPosition();
    if (head) await waitForProjections(pool, store, head, { timeoutMs: 20_000, names: REBUILT });
  };
  const tables = async () => ({
    applications: (await pool.query('SELECT * FROM read.applications ORDER BY id')).rows,
    history: (await pool.query('SELECT * FROM read.application_history ORDER BY id')).rows,
    reviewers: (await pool.query('SELECT * FROM read.reviewer_applications ORDER BY reviewer_id, application_id')).rows,
  });

  it('answers the list, details, history, exam, entry conditions and reviewer list the same', async () => {
    const reviewer = await staffClient(api, 'reviewer');
    const boss = await staffClient(api, 'superadmin');
    const [corrected, outOfPlaces, particular, reviewing] = await Promise.all([
      submittedApplication(api, reader),
      submittedApplication(api, reader),
      submittedApplication(api, reader, { academic: { institution_type: 'particular' } }),
      submittedApplication(api, reader),
    ]);
    await caughtUp();
    // Corrected then approved (taking the only place), with a staff edit on the way.
    expectOk(await reviewer.get(`applications/details?id=${corrected.id}`));
    expectOk(await reviewer.put(`applications/update-fields?application_id=${corrected.id}`, { address_details: { parish: 'Febres Cordero', numero_dormitorios: '5' } }));
    const asked = expectOk(await reviewer.post('applications/update-status', { application_id: corrected.id, new_status: 'correction_review', correction_notes: 'Teléfono', phone_correction_personal_details: true }));
    corrected.sees(asked.headers['x-consistency-token']);
    const current = expectOk(await corrected.get('application/personal-details')).body;
    expectOk(await corrected.send('put', 'application/personal-details', { ...current, phone_number: '0992222222' }));
    reviewer.sees(expectOk(await corrected.send('post', 'application/corrections')));
    expectOk(await reviewer.get(`applications/details?id=${corrected.id}`));
    expectOk(await reviewer.post('applications/update-status', { application_id: corrected.id, new_status: 'approved', correction_notes: 'Bien' }));
    expectOk(await reviewer.post('applications/update-status', { application_id: outOfPlaces.id, new_status: 'approved', correction_notes: 'Bien' }));
    expectOk(await boss.post('applications/auto-reject'));
    expectOk(await reviewer.get(`applications/details?id=${reviewing.id}`));
    await caughtUp();

    const clients: ApplicantClient[] = [corrected, outOfPlaces, particular, reviewing];
    const answers = async () => ({
      list: (await reviewer.get('applications/all')).body,
      details: await Promise.all(clients.map(async (c) => (await reviewer.get(`applications/details?id=${c.id}`)).body)),
      history: await Promise.all(clients.map(async (c) => (await reviewer.get(`applications/history?application_id=${c.id}`)).body)),
      exam: (await reviewer.get(`applications/diagnostic-exam?id=${corrected.id}`)).body,
      entry: (await reviewer.get('applications/entry-conditions')).body,
      reviewed: (await boss.get(`reviewers/applications?reviewer_id=${reviewer.id}`)).body,
      status: await Promise.all(clients.map(async (c) => (await c.get('application/status')).body)),
    });
    const live = await answers();
    expect(live.list.data.map((r: { status: string }) => r.status).sort()).toEqual(['approved', 'approved_out', 'rejected', 'under_review']);
    // Sent, opened, corrections asked and answered, opened again, approved, and the approval's offer.
    expect(live.history[0].history).toHaveLength(7);
    const liveTables = await tables();

    await runner.stop();
    await rebuildProjections({ pool, store, projectors, names: REBUILT });
    expect(await tables()).toEqual(liveTables);
    expect(await answers()).toEqual(live);
    runner.start();
  });
});
