import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { freePort, startEmbeddedPostgres, type RunningPostgres } from '@postula/platform';
import { eventually } from '../support/test-system.js';
import { API, personalDetails, type ApplicantClient } from '../e2e/applications.fixture.js';
import { applicantsWithPersonalDetails, buildServerOnce, describeFaults, faultEnv, projectionsCaughtUp, startApi, startService, type Service } from './fault-processes.js';

const UNAVAILABLE = { status: 'error', message: 'El servicio no está disponible en este momento. Intente nuevamente en unos minutos.' };
/** The longest a request may take while PostgreSQL is away: the pool's connect timeout plus some slack. */
const BOUND_MS = 15_000;

/**
 * PostgreSQL stopped and started again under traffic: on a server of its own (an embedded one,
 * restarted on the same port), so the rest of the run keeps its database.
 */
describeFaults('PostgreSQL restarted under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'postula-restart-'));
  let port: number;
  let postgres: RunningPostgres;
  let api: Awaited<ReturnType<typeof startApi>>;
  let projections: Service;
  let applicants: ApplicantClient[];
  // Persistent: a stop keeps the data (the default would delete it); the folder is removed at the end.
  const startPostgres = () => startEmbeddedPostgres({ dataDir, port, database: 'restart', persistent: true });

  beforeAll(async () => {
    await buildServerOnce();
    port = await freePort();
    postgres = await startPostgres();
    const env = faultEnv(postgres.url);
    api = await startApi(env);
    projections = startService('projections', env);
    applicants = await applicantsWithPersonalDetails(api.url, postgres.url, 4);
    // The projections are running (every checkpoint written) before PostgreSQL goes: the test is about resuming.
    await projectionsCaughtUp(postgres.url);
  }, 240_000);
  afterAll(async () => {
    await projections?.stop();
    await api?.stop();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.password`, { force: true });
  });

  /** Every applicant saves at once; each answer is timed. */
  const saveAll = (phone: string) =>
    Promise.all(
      applicants.map(async (applicant) => {
        const started = Date.now();
        const res = await applicant.send('put', 'application/personal-details', personalDetails({ phone_number: phone }));
        return { status: res.status, body: res.body, ms: Date.now() - started };
      }),
    );

  it('answers 503 in Spanish within a bounded time while it is away, and recovers by itself: saves, reads and projections', async () => {
    await postgres.stop();
    for (const answer of await saveAll('0991111111')) {
      expect(answer).toMatchObject({ status: 503, body: UNAVAILABLE });
      expect(answer.ms).toBeLessThan(BOUND_MS);
    }
    const health = await request(api.url).get(`${API}/health`).timeout(BOUND_MS);
    expect(health.status).toBe(503);

    postgres = await startPostgres();
    // Back by itself: no process was restarted. Saves succeed again once the pools reconnect.
    await eventually(async () => (await saveAll('0992222222')).every((answer) => answer.status === 200), 60_000);
    await eventually(async () => (await request(api.url).get(`${API}/health`)).status === 200, 60_000);
    // The projections resumed from their checkpoints: every applicant reads the last save.
    await projectionsCaughtUp(postgres.url).catch((error) => {
      throw new Error(`${(error as Error).message}; projections said:\n${projections.output().slice(-3000)}`);
    });
    for (const applicant of applicants) expect((await applicant.get('application/personal-details')).body.phone_number).toBe('0992222222');
    expect(projections.child.exitCode).toBeNull();
    expect(api.child.exitCode).toBeNull();
  }, 240_000);
});
