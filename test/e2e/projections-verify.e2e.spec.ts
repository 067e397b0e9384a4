import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { type AppConfig, EVENT_STORE, type EventStore, loadProgramme, verifyProjections } from '@postula/platform';
import type pg from 'pg';
import { createDemoApp, type DemoApp } from '../../api/src/demo/demo-app.js';
import { caughtUp, generateDemoData } from '../../api/src/demo/demo-generator.js';
import { CONFIG, PG_POOL } from '../../api/src/platform/platform.tokens.js';
import { projectorsFor } from '../../projections/src/projectors.js';
import { uniqueName } from '../support/databases.js';
import { startTestSystem, TEST_DATA_KEY, TEST_JWT_SECRET, type TestSystem } from '../support/test-system.js';
import { buildServerOnce } from '../faults/fault-processes.js';

const projectors = projectorsFor(loadProgramme(new Date().toISOString()));

/**
 * `npm run projections:verify`: on demo data the read models equal a rebuild from zero; a tampered read
 * row is reported, table by table, with the differing rows, and nothing of the check stays behind. The command-line
 * tools (`projections:verify`, `audit`) run from dist/ against the same database.
 */
const run = promisify(execFile);
describe('projections verify', () => {
  let system: TestSystem;
  let demo: DemoApp;
  let pool: pg.Pool;
  let store: EventStore;
  let databaseUrl: string;

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: new Date(Date.now() - 7 * 86_400_000).toISOString(), PLACES: '3' });
    const config = system.app.get<AppConfig>(CONFIG);
    demo = await createDemoApp(config, config.databaseUrl!);
    const report = await generateDemoData(demo, { applicants: 12, seed: 'e2e-verify', staffPassword: 'Demo-verify-clave', concurrency: 4 });
    expect(report.failures).toEqual([]);
    await caughtUp(demo);
    pool = system.app.get(PG_POOL);
    store = system.app.get(EVENT_STORE);
    databaseUrl = config.databaseUrl!;
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

  it('runs as commands: verify exits 0 when equal and 1 on a tampered row; audit prints the replay and exports the stream', async () => {
    await buildServerOnce();
    const env = { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: TEST_JWT_SECRET, DATA_KEY: TEST_DATA_KEY, VAR_DIR: `var/test/${uniqueName('cli')}` };
    const command = (script: string, args: string[] = []) =>
      run('node', [script, ...args], { env, maxBuffer: 16 * 1024 * 1024 }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
    const equal = await command('dist/projections/src/verify.js');
    expect([equal.code, equal.stdout]).toEqual([0, expect.stringContaining('tablas son iguales a una reconstrucción desde cero')]);
    expect(equal.stderr).toContain('Verificando [');

    const { rows } = await pool.query<{ id: string; parish: string }>("SELECT id, address_details ->> 'parish' AS parish FROM read.applications WHERE address_details IS NOT NULL ORDER BY id LIMIT 1");
    await pool.query(`UPDATE read.applications SET address_details = jsonb_set(address_details, '{parish}', '"Alterada"') WHERE id = $1`, [rows[0].id]);
    try {
      const differing = await command('dist/projections/src/verify.js', ['application-details']);
      expect(differing.code).toBe(1);
      expect(differing.stdout).toMatch(/DIFERENTE {2}read\.applications \(application-details\)/);
      expect(differing.stdout).toContain('Alterada');
    } finally {
      await pool.query(`UPDATE read.applications SET address_details = jsonb_set(address_details, '{parish}', to_jsonb($2::text)) WHERE id = $1`, [rows[0].id, rows[0].parish]);
    }

    const file = `${env.VAR_DIR}.jsonl`;
    const audit = await command('dist/api/src/audit/audit-cli.js', ['--application', rows[0].id, '--at', new Date().toISOString(), '--export', file]);
    expect(audit.code).toBe(0);
    expect(JSON.parse(audit.stdout)).toMatchObject({ application_id: rows[0].id, sections: { address_details: { parish: rows[0].parish } } });
    const exported = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(exported.map((e) => e.type)).toEqual((await store.readStream(`application-${rows[0].id}`)).map((e) => e.type));
    const early = await command('dist/api/src/audit/audit-cli.js', ['--application', rows[0].id, '--at', '2001-01-01T00:00:00Z']);
    expect([early.code, early.stderr]).toEqual([1, expect.stringContaining('anterior al primer evento')]);
  }, 300_000);
});
