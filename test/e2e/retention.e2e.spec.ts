import request from 'supertest';
import { applicationDecider, applicationStream, ERASED_PERSONAL_DATA, RETENTION_MESSAGES } from '@postula/domain';
import { createPool, EVENT_STORE, handleCommand, systemClock, type EventStore, type FileStorage } from '@postula/platform';
import type pg from 'pg';
import { CONFIG, DATA_KEYS, FILE_STORAGE, PG_POOL } from '../../api/src/platform/platform.tokens.js';
import { workerErasurePorts } from '../../worker/src/erasure/worker-erasure.js';
import { RETENTION_ERASURE_REASON, runRetentionSweep } from '../../worker/src/retention/retention-sweep.js';
import { login } from '../support/accounts.js';
import { mainTestDatabase, uniqueName } from '../support/databases.js';
import { applicantThrottleKeys } from '@postula/personal-data';
import { captureLogOutput, columnsHolding, personalValuesOf, uniquePerson } from '../support/personal-data-scan.js';
import { readModelsReach } from '../support/read-models.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { API, DEADLINE, events, expectOk, newApplicant } from './applications.fixture.js';
import { staffClient, submittedApplication, type StaffClient } from './review.fixture.js';

/** Rejected applications are kept 2 seconds, never-submitted ones six months after a deadline still to come. */
const PERIODS = { never_submitted: { months: 6 }, rejected: { seconds: 2 }, awarded: null };
/** The sweep runs every 10 s: what is due before the next run is listed for a while before it runs. */
const EVERY_MS = 10_000;

describe('retention: the sweep erases what is due, once, unless a superadmin holds it', () => {
  let system: TestSystem;
  let superadmin: StaffClient;
  const reader = events();
  beforeAll(async () => {
    // A queue namespace of its own: no other suite's system shares (or reschedules) this sweep.
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, RETENTION_PERIODS: JSON.stringify(PERIODS), RETENTION_SWEEP_EVERY_MS: String(EVERY_MS), QUEUE_NAMESPACE: uniqueName('retencion') });
    superadmin = await staffClient(system, 'superadmin');
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  const ended = async (id: string) => (await reader.stream(`application-${id}`)).filter((e) => e.type === 'RetentionPeriodEnded');
  const erasures = async (id: string) => (await reader.stream(`applicant-${id}`)).filter((e) => e.type === 'PersonalDataErased');
  const storageKeys = async (pool: pg.Pool, id: string) =>
    (await pool.query<{ storage_key: string }>('SELECT storage_key FROM read.application_documents WHERE application_id = $1', [id])).rows.map((r) => r.storage_key);
  /** Runs `use` with what the worker's sweep needs, on a pool of its own (as another worker process would). */
  async function withSweepDeps<T>(use: (deps: Parameters<typeof runRetentionSweep>[0]) => Promise<T>): Promise<T> {
    const pool = createPool(mainTestDatabase().url, { max: 4, name: 'retention-test' });
    try {
      const erasure = workerErasurePorts({ pool, store: reader.store, keys: system.app.get(DATA_KEYS), storage: system.app.get<FileStorage>(FILE_STORAGE), clock: systemClock, config: system.app.get(CONFIG) });
      return await use({ pool, store: reader.store, erasure, clock: systemClock, deadline: DEADLINE, periods: PERIODS });
    } finally {
      await pool.end();
    }
  }
  const reject = (id: string) => superadmin.post('applications/update-status', { application_id: id, new_status: 'rejected', correction_notes: 'No cumple los requisitos' });

  it('ends a rejected application’s period after its time and erases its applicant, keeps a held one until the hold is released, and does each once', async () => {
    const registration = uniquePerson();
    const [kept, erased] = await Promise.all([submittedApplication(system, reader), submittedApplication(system, reader, { registration })]);
    const person = await personalValuesOf(reader, erased.id, registration);
    const systemPool = system.app.get<pg.Pool>(PG_POOL);
    const storage = system.app.get<FileStorage>(FILE_STORAGE);
    const files = await eventually(async () => {
      const keys = await storageKeys(systemPool, erased.id);
      return keys.length ? keys : undefined;
    });
    const held = expectOk(await superadmin.post('retention/hold', { application_id: kept.id, reason: 'Reclamo administrativo pendiente' }));
    expect(held.body.data).toEqual({ application_id: kept.id, held: true });
    expect((await superadmin.post('retention/hold', { application_id: kept.id, reason: 'Otra vez' })).body.message).toBe(RETENTION_MESSAGES.alreadyHeld);
    expectOk(await reject(kept.id));
    expectOk(await reject(erased.id));

    // Before it runs, superadmins see what the next run erases (and what they hold).
    const listed = await eventually(async () => {
      const res = await superadmin.get('retention');
      const ids = res.body.data.map((e: { application_id: string }) => e.application_id);
      return ids.includes(erased.id) && ids.includes(kept.id) ? res.body : undefined;
    }, 3 * EVERY_MS);
    expect(Date.parse(listed.next_run_at)).toBeGreaterThan(Date.now() - 1000);
    expect(listed.data.find((e: { application_id: string }) => e.application_id === kept.id)).toMatchObject({ held: true, outcome: 'rejected', outcome_es: 'Postulación rechazada', hold: { reason: 'Reclamo administrativo pendiente' } });

    // The scheduled sweep (the worker's job) ends it at its next run, and erases the applicant as a request would.
    await eventually(async () => (await erasures(erased.id)).length > 0, 3 * EVERY_MS);
    expect(await ended(erased.id)).toHaveLength(1);
    expect(await ended(kept.id)).toEqual([]);
    expect(await erasures(kept.id)).toEqual([]);
    expect((await erasures(erased.id))[0].data).toEqual({ applicantId: erased.id, requestId: null, erasedBy: 'system', reason: RETENTION_ERASURE_REASON, erasedAt: expect.any(String) });
    await readModelsReach(system.url, (await system.app.get<EventStore>(EVENT_STORE).headPosition())!);
    expect(await columnsHolding(systemPool, person.values)).toEqual([]);
    for (const key of files) expect(await storage.exists(key)).toBe(false);
    expect((await erased.request('get', 'application')).status).toBe(401);
    expect((await login(system.url, 'applicant', person.values[5], person.password)).status).toBe(401);
    const list = expectOk(await superadmin.get('applications/all?status=rejected&per_page=100')).body;
    const row = list.data.find((r: { id: string }) => r.id === erased.id);
    expect(row).toMatchObject({ status: 'rejected' });
    expect(JSON.stringify(row)).toContain(ERASED_PERSONAL_DATA);
    expect((await kept.request('get', 'application')).status).toBe(200);

    // Released: the next runs end it, however many run at once (the system's own sweep and two more here).
    expectOk(await superadmin.post('retention/release', { application_id: kept.id }));
    await eventually(async () => !(await superadmin.get('retention')).body.data.find((e: { application_id: string; held: boolean }) => e.application_id === kept.id)?.held);
    await withSweepDeps(async (deps) => {
      await Promise.all([runRetentionSweep(deps), runRetentionSweep(deps)]);
      expect(await ended(kept.id)).toHaveLength(1);
      expect(await Promise.all([runRetentionSweep(deps), runRetentionSweep(deps)])).toEqual([0, 0]);
    });
    expect(await ended(kept.id)).toHaveLength(1);
    expect(await ended(erased.id)).toHaveLength(1);
    expect(await erasures(kept.id)).toHaveLength(1);
    expect(await erasures(erased.id)).toHaveLength(1);
    expect((await ended(erased.id))[0].data).toMatchObject({ applicantId: erased.id, outcome: 'rejected' });
    const late = await superadmin.post('retention/hold', { application_id: erased.id, reason: 'Tarde' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(RETENTION_MESSAGES.alreadyErased);
    await eventually(async () => !(await superadmin.get('retention')).body.data.some((e: { application_id: string }) => [kept.id, erased.id].includes(e.application_id)));
  });

  it('erases at the next run an applicant whose period a run ended just before it stopped', async () => {
    const interrupted = await submittedApplication(system, reader);
    expectOk(await superadmin.post('retention/hold', { application_id: interrupted.id, reason: 'Reclamo administrativo pendiente' }));
    expectOk(await reject(interrupted.id));
    expectOk(await superadmin.post('retention/release', { application_id: interrupted.id }));
    // What the stopped run left: the period's end alone, as the sweep records it, once the 2 seconds are over.
    const end = { type: 'EndRetentionPeriod' as const, data: { applicantId: interrupted.id, now: '', deadline: DEADLINE, periods: PERIODS } };
    await eventually(async () => (await ended(interrupted.id)).length > 0 || (await handleCommand(reader.store, applicationStream(interrupted.id), applicationDecider, { ...end, data: { ...end.data, now: new Date().toISOString() } }, { retry: true, metadata: { actorRole: 'system' } })).events.length > 0);
    await readModelsReach(system.url, (await system.app.get<EventStore>(EVENT_STORE).headPosition())!);

    await withSweepDeps((deps) => Promise.all([runRetentionSweep(deps), runRetentionSweep(deps)]));
    expect(await ended(interrupted.id)).toHaveLength(1);
    expect(await erasures(interrupted.id)).toHaveLength(1);
    expect((await interrupted.request('get', 'application')).status).toBe(401);
  });

  it('keeps the routes to superadmins and refuses a hold without a reason', async () => {
    const applicant = await newApplicant(system.url, reader);
    const reviewer = await staffClient(system, 'reviewer');
    const auditor = await staffClient(system, 'auditor');
    for (const staff of [reviewer, auditor]) {
      expect((await staff.get('retention')).status).toBe(403);
      expect((await staff.post('retention/hold', { application_id: applicant.id, reason: 'x' })).status).toBe(403);
      expect((await staff.post('retention/release', { application_id: applicant.id })).status).toBe(403);
    }
    expect((await applicant.get('retention')).status).toBe(403);
    expect((await request(system.url).get(`${API}/retention`)).status).toBe(401);
    const noReason = await superadmin.post('retention/hold', { application_id: applicant.id, reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: [RETENTION_MESSAGES.reasonRequired] });
    expect((await superadmin.post('retention/release', { application_id: applicant.id })).body.message).toBe(RETENTION_MESSAGES.notHeld);
    // Never submitted, with a deadline still to come: nothing to erase yet.
    expect((await superadmin.get('retention')).body.data.some((e: { application_id: string }) => e.application_id === applicant.id)).toBe(false);
  });

  it('erases as a request does: decided on the application first (a later approval answers 404), the person’s throttle counters and log lines gone', async () => {
    const logs = captureLogOutput();
    try {
      const registration = uniquePerson();
      const applicant = await submittedApplication(system, reader, { registration });
      const person = await personalValuesOf(reader, applicant.id, registration);
      for (let i = 0; i < 2; i++) expect((await login(system.url, 'applicant', person.values[5], 'Equivocada1', `10.9.${i}.1`)).status).toBe(401);
      const throttleKeys = applicantThrottleKeys(system.app.get(DATA_KEYS), person.values[5]);
      const counters = async () => (await system.app.get<pg.Pool>(PG_POOL).query('SELECT key FROM auth.login_failures WHERE key = ANY($1) OR starts_with(key, $2)', [throttleKeys, `${throttleKeys[0]}|`])).rows.length;
      expect(await counters()).toBeGreaterThanOrEqual(3);
      expectOk(await reject(applicant.id));

      await eventually(async () => (await erasures(applicant.id)).length > 0, 3 * EVERY_MS);
      const stream = (await reader.stream(applicationStream(applicant.id))).map((e) => e.type);
      expect(stream.slice(-2)).toEqual(['RetentionPeriodEnded', 'ErasureDecided']);
      const late = await superadmin.post('applications/update-status', { application_id: applicant.id, new_status: 'approved', correction_notes: 'Cumple' });
      expect(late.status).toBe(404);
      expect(await counters()).toBe(0);
      const logged = logs.text().toLowerCase();
      expect(logged).toContain(applicant.id);
      expect(person.values.filter((value) => logged.includes(value.toLowerCase()))).toEqual([]);
    } finally {
      logs.stop();
    }
  });
});
