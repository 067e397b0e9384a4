import { EVENT_STORE, verifyProjections, type AppConfig, type EventStore } from '@postula/platform';
import type pg from 'pg';
import { createDemoApp, type DemoApp } from '../../api/src/demo/demo-app.js';
import { caughtUp, generateDemoData } from '../../api/src/demo/demo-generator.js';
import { CONFIG, PG_POOL } from '../../api/src/platform/platform.tokens.js';
import { projectors } from '../../projections/src/projectors.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';

/**
 * `npm run projections:verify` (issue 14): on demo data the read models equal a rebuild from zero; a tampered read
 * row is reported, table by table, with the differing rows, and nothing of the check stays behind.
 */
describe('projections verify', () => {
  let system: TestSystem;
  let demo: DemoApp;
  let pool: pg.Pool;
  let store: EventStore;

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: new Date(Date.now() - 7 * 86_400_000).toISOString(), PLACES: '3' });
    const config = system.app.get<AppConfig>(CONFIG);
    demo = await createDemoApp(config, config.databaseUrl!);
    const report = await generateDemoData(demo, { applicants: 12, seed: 'e2e-verify', staffPassword: 'Demo-verify-clave', concurrency: 4 });
    expect(report.failures).toEqual([]);
    await caughtUp(demo);
    pool = system.app.get(PG_POOL);
    store = system.app.get(EVENT_STORE);
  }, 240_000);
  afterAll(async () => {
    await demo?.close();
    await system?.close();
  });

  const schemasLeft = async () => (await pool.query("SELECT count(*)::int AS n FROM pg_namespace WHERE nspname LIKE 'verify\\_%'")).rows[0].n as number;

  it('finds every read model equal to a fresh replay of the demo data, reporting progress', async () => {
    const progress: [number, number][] = [];
    const report = await verifyProjections({ pool, store, projectors, onProgress: (done, total) => progress.push([done, total]) });
    expect(report.tables.filter((t) => !t.equal)).toEqual([]);
    expect(report.equal).toBe(true);
    expect(report.tables.map((t) => t.table).sort()).toEqual(projectors.flatMap((p) => p.tables).sort());
    expect(report.tables.find((t) => t.table === 'read.applicants')!.live.rows).toBe(12);
    expect(report.events).toBeGreaterThan(100);
    expect(progress[0]).toEqual([0, report.events]);
    expect(progress.at(-1)).toEqual([report.events, report.events]);
    expect(await schemasLeft()).toBe(0);
  }, 120_000);

  it('reports a tampered read row in its table only, with the live and the rebuilt row', async () => {
    const { rows } = await pool.query<{ id: string; status: string }>("SELECT id, status FROM read.applications WHERE status <> 'approved' ORDER BY id LIMIT 1");
    await pool.query("UPDATE read.applications SET status = 'approved' WHERE id = $1", [rows[0].id]);
    try {
      const report = await verifyProjections({ pool, store, projectors });
      expect(report.equal).toBe(false);
      const differing = report.tables.filter((t) => !t.equal);
      expect(differing.map((t) => [t.table, t.projector, t.live.rows === t.rebuilt.rows, t.live.hash === t.rebuilt.hash])).toEqual([
        ['read.applications', 'application-details', true, false],
      ]);
      expect(differing[0].onlyLive).toEqual([expect.stringContaining(rows[0].id)]);
      expect(differing[0].onlyLive[0]).toContain('approved');
      expect(differing[0].onlyRebuilt).toEqual([expect.stringContaining(rows[0].status)]);
      expect(await schemasLeft()).toBe(0);
    } finally {
      await pool.query('UPDATE read.applications SET status = $2 WHERE id = $1', [rows[0].id, rows[0].status]);
    }
  }, 120_000);
});
