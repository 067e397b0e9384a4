import { loadProgramme } from '@postula/platform';
import pg from 'pg';
import { projectorsFor } from '../../projections/src/projectors.js';
import { mainTestDatabase } from '../support/databases.js';
import { eventually } from '../support/test-system.js';
import { eventReader } from '../support/accounts.js';
import { completeSteps, newApplicant, type ApplicantClient } from '../e2e/applications.fixture.js';
import { buildServerOnce, describeFaults, faultEnv, projectionsCaughtUp, readModels, startApi, startService, type Service } from './fault-processes.js';

const projectors = projectorsFor(loadProgramme(new Date().toISOString()));

/** Read models after a clean rebuild of the whole log: what every crash and race must end in. */
async function cleanRebuild(env: Record<string, string>): Promise<Record<string, string[]>> {
  const rebuild = startService('rebuild', env);
  const exit = await rebuild.exited;
  if (exit !== '0') throw new Error(`rebuild exited ${exit}: ${rebuild.output()}`);
  return readModels(env.DATABASE_URL);
}

/** Projectors that the process logged as active (it took their lock and projects them). */
const activeIn = (service: Service) => [...service.output().matchAll(/Proyector ([\w-]+): activo desde/g)].map((m) => m[1]);

describeFaults('projections process killed and doubled', () => {
  const databaseUrl = mainTestDatabase().url;
  const env = faultEnv(databaseUrl);
  const reader = eventReader(databaseUrl);
  let api: Awaited<ReturnType<typeof startApi>>;
  const running: Service[] = [];
  const projections = () => {
    const service = startService('projections', env);
    running.push(service);
    return service;
  };

  beforeAll(async () => {
    await buildServerOnce();
    api = await startApi(env);
  }, 180_000);
  afterAll(async () => {
    for (const service of running) await service.kill9();
    await api?.stop();
    await reader.close();
  });

  /** Applicants registered and logged in (a login reads the projected account), then their steps as traffic. */
  async function applicants(count: number): Promise<ApplicantClient[]> {
    return Promise.all(Array.from({ length: count }, () => newApplicant(api.url, reader)));
  }

  it('kill -9 mid-traffic, restart: read models identical to a clean rebuild', async () => {
    const first = projections();
    const clients = await applicants(4);
    const traffic = Promise.all(clients.map((client) => completeSteps(client)));
    // Killed while the steps are being saved and projected, restarted as `npm start` or Compose would.
    await eventually(async () => (await reader.stream(`application-${clients[0].id}`)).length >= 3, 60_000);
    expect(await first.kill9()).toBe('SIGKILL');
    const second = projections();
    await traffic;
    await projectionsCaughtUp(databaseUrl);
    const afterCrash = await readModels(databaseUrl);
    expect(Object.values(afterCrash).some((rows) => rows.length > 0)).toBe(true);
    await second.stop();
    expect(await cleanRebuild(env)).toEqual(afterCrash);
  }, 240_000);

  it('kill -9 mid-rebuild, restart the projections: read models identical to a clean rebuild, every index built again', async () => {
    const expected = await readModels(databaseUrl);
    const indexes = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query("SELECT indexdef FROM pg_indexes WHERE schemaname = 'read' ORDER BY indexname").finally(() => client.end());
      return rows.map((r) => r.indexdef);
    };
    const expectedIndexes = await indexes();
    expect(expectedIndexes.some((i) => i.includes('gin_trgm_ops'))).toBe(true);
    const rebuild = startService('rebuild', env);
    // Killed once it has emptied the read models and reset the checkpoints, before or while it replays.
    const probe = new pg.Client({ connectionString: databaseUrl });
    await probe.connect();
    try {
      await eventually(async () => {
        if (rebuild.child.exitCode !== null) return true;
        const { rows } = await probe.query<{ reset: string }>('SELECT count(*) AS reset FROM read.projection_checkpoints WHERE position IS NULL');
        return Number(rows[0].reset) > 0;
      }, 60_000);
    } finally {
      await probe.end();
    }
    await rebuild.kill9();
    const restarted = projections();
    await projectionsCaughtUp(databaseUrl);
    // The kill may come after the replay, with the checkpoints already at the head: the restarted runner builds the
    // dropped indexes at its start, so wait for that too (a runner that never builds them fails here).
    await eventually(async () => (await indexes()).length === expectedIndexes.length, 60_000);
    expect(await readModels(databaseUrl)).toEqual(expected);
    // The rebuild had dropped read.applicants' secondary indexes to load it; the restarted runner built them.
    expect(await indexes()).toEqual(expectedIndexes);
    await restarted.stop();
  }, 240_000);

  it('two projections processes at once: each projector applied by one only, read models equal a single-process rebuild', async () => {
    const [a, b] = [projections(), projections()];
    const clients = await applicants(3);
    await Promise.all(clients.map((client) => completeSteps(client)));
    await projectionsCaughtUp(databaseUrl);
    const both = await readModels(databaseUrl);
    const [inA, inB] = [activeIn(a), activeIn(b)];
    expect(inA.filter((name) => inB.includes(name))).toEqual([]);
    expect([...inA, ...inB].sort()).toEqual(projectors.map((p) => p.name).sort());
    await Promise.all([a.stop(), b.stop()]);
    expect(await cleanRebuild(env)).toEqual(both);
  }, 240_000);
});
