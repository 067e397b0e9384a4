import pg from 'pg';
import { loadProgramme, PostgresEventStore, ProjectionRunner, rebuildProjections } from '@postula/platform';
import { systemEventStore } from '../support/system-event-store.js';
import { projectorsFor } from '../../projections/src/projectors.js';
import { eventReader } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';
import { testPool, mainTestDatabase } from '../support/databases.js';
import {
  ApplicantClient,
  completeSteps,
  DEADLINE,
  expectOk,
  files,
  finalSubmission,
  member,
  newApplicant,
  personalDetails,
  reference,
  seedCorrections,
  takeExam,
} from './applications.fixture.js';

const projectors = projectorsFor(loadProgramme(new Date().toISOString()));
const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };
const GETS = [
  'application/status',
  'application',
  'application/personal-details',
  'application/address-details',
  'application/academic-details',
  'application/personal-references',
  'application/household-members',
  'application/economic-status',
  'application/financial-summary',
  'application/documents',
  'application/corrections',
  'diagnostic/status',
];

/** On a database of its own: a rebuild empties the read models other suites read. */
describe('application read models after a rebuild', () => {
  // Every end-to-end file has a database of its own (test/support/file-database.ts).
  const db = { url: mainTestDatabase().url };
  let api: TestApi;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  let reader: ReturnType<typeof eventReader>;
  // Every projector but the e-mail log, whose events the worker may still be appending while the test compares.
  const names = projectors.map((p) => p.name).filter((name) => name !== 'email-logs');

  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: db.url, env: { APPLICATION_DEADLINE: DEADLINE } });
    pool = testPool(db.url, 4);
    store = systemEventStore(pool);
    runner = new ProjectionRunner({ pool, store, projectors, log: quiet, lockRetryMs: 1000 });
    runner.start();
    reader = eventReader(db.url);
  });
  afterAll(async () => {
    await runner.stop();
    await reader.close();
    await store.close();
    await pool.end();
    await api.close();
  });

  const answers = async (client: ApplicantClient) => {
    const out: Record<string, unknown> = {};
    for (const path of GETS) {
      const res = await client.get(path);
      out[path] = [res.status, res.body];
    }
    return out;
  };
  const tables = async () => ({
    applications: (await pool.query('SELECT * FROM read.applications ORDER BY id')).rows,
    references: (await pool.query('SELECT * FROM read.application_references ORDER BY id')).rows,
    members: (await pool.query('SELECT * FROM read.application_household_members ORDER BY id')).rows,
    documents: (await pool.query('SELECT * FROM read.application_documents ORDER BY id')).rows,
    exams: (await pool.query('SELECT * FROM read.exam_results ORDER BY application_id')).rows,
    history: (await pool.query('SELECT * FROM read.application_history ORDER BY id')).rows,
  });

  it('answers every GET the same after rebuilding the projections from the events', async () => {
    // One application corrected and sent back, one still in progress with lists edited, one only examined.
    const corrected = await newApplicant(api.url, reader);
    await completeSteps(corrected);
    expectOk(await corrected.upload('application/documents', { id_card: files.pdf('cedula-2.pdf') }));
    expectOk(await corrected.send('post', 'application/submit', finalSubmission()));
    await seedCorrections(reader, corrected, { personal_details: { birth_date: true } });
    expectOk(await corrected.send('put', 'application/personal-details', personalDetails({ date_of_birth: '2006-06-06' })));
    expectOk(await corrected.send('post', 'application/corrections'));

    const inProgress = await newApplicant(api.url, reader);
    await completeSteps(inProgress);
    const second = expectOk(await inProgress.send('post', 'application/personal-references', reference({ full_name: 'Carla Ruiz' }))).body.data;
    const { personal_references } = (await inProgress.get('application/personal-references')).body;
    expectOk(await inProgress.send('delete', 'application/personal-references', { reference_id: personal_references.find((r: { id: string }) => r.id !== second.id).id }));
    const extra = expectOk(await inProgress.send('post', 'application/household-members', member({ first_name: 'Tomás' }))).body.data;
    expectOk(await inProgress.send('put', 'application/household-members', { member_id: extra.id, ...member({ first_name: 'Tomás', age: 12 }) }));

    const examined = await newApplicant(api.url, reader);
    expectOk(await takeExam(examined));

    const clients = [corrected, inProgress, examined];
    const live = await Promise.all(clients.map(answers));
    const liveTables = await tables();
    expect(liveTables.history.map((h) => h.new_status).sort()).toEqual(['correction_applicant', 'correction_review', 'submitted']);

    await runner.stop();
    const everyTable = async () => {
      const out: Record<string, unknown[]> = {};
      for (const table of projectors.filter((p) => names.includes(p.name)).flatMap((p) => p.tables)) out[table] = (await pool.query(`SELECT * FROM ${table} t ORDER BY t::text`)).rows;
      // A counter moved back to 0 counts the same as one never moved (a rebuild does not write it).
      out['read.statistics_counters'] = out['read.statistics_counters'].filter((row) => (row as { count: string }).count !== '0');
      return out;
    };
    const liveEveryTable = await everyTable();
    await rebuildProjections({ pool, store, projectors, names });
    expect(await Promise.all(clients.map(answers))).toEqual(live);
    expect(await tables()).toEqual(liveTables);
    expect(await everyTable()).toEqual(liveEveryTable);
    runner.start();
  });
});
