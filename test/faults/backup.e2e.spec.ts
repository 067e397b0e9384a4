import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createDatabaseIfMissing } from '@postula/platform';
import { eventReader } from '../support/accounts.js';
import { mainTestDatabase } from '../support/databases.js';
import { completeSteps, newApplicant } from '../e2e/applications.fixture.js';
import { buildServerOnce, describeFaults, faultEnv, projectionsCaughtUp, readModels, startApi, startService, type Service } from './fault-processes.js';

const run = promisify(execFile);

/** The event log in its global order: what a restore must give back. */
async function eventLog(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ e: string }>('SELECT event_id::text || stream_name || type || data::text AS e FROM events.events ORDER BY transaction_id, global_position');
    return rows.map((r) => r.e);
  } finally {
    await client.end();
  }
}

describeFaults('backup under load and restore', () => {
  const source = mainTestDatabase().url;
  const env = faultEnv(source);
  const reader = eventReader(source);
  const folder = mkdtempSync(join(tmpdir(), 'postula-backup-'));
  const services: Service[] = [];

  /** A new empty database on the same server, dropped with the run's others. */
  async function emptyDatabase(suffix: string): Promise<string> {
    const url = new URL(source);
    const name = `${url.pathname.slice(1)}_${suffix}`;
    await createDatabaseIfMissing(process.env.DATABASE_URL!, name);
    url.pathname = `/${name}`;
    return url.toString();
  }
  const backup = (file: string) => run(process.execPath, ['scripts/backup.mjs', file], { env: { ...process.env, ...env } });
  const restore = (file: string, databaseUrl: string) => run(process.execPath, ['scripts/restore.mjs', file], { env: { ...process.env, ...env, DATABASE_URL: databaseUrl } });

  beforeAll(async () => {
    await buildServerOnce();
  }, 180_000);
  afterAll(async () => {
    for (const service of services) await service.kill9();
    await reader.close();
  });

  it('a backup taken under load restores a consistent prefix of the log; a quiet one restores the read models, and new events come after the restored ones', async () => {
    const api = await startApi(env);
    services.push(api, startService('projections', env));
    const clients = await Promise.all([0, 1, 2].map(() => newApplicant(api.url, reader)));
    const traffic = Promise.all(clients.map((client) => completeSteps(client)));
    await backup(join(folder, 'under-load.dump'));
    await traffic;
    await projectionsCaughtUp(source);

    // Under load: pg_dump reads one snapshot, so the restored log is the source's log up to some event, none missing.
    const loaded = await emptyDatabase('under_load');
    await restore(join(folder, 'under-load.dump'), loaded);
    const [all, prefix] = [await eventLog(source), await eventLog(loaded)];
    expect(prefix.length).toBeGreaterThan(0);
    expect(prefix).toEqual(all.slice(0, prefix.length));

    // Quiet: restored events + rebuild give the source's read models.
    await backup(join(folder, 'quiet.dump'));
    const restored = await emptyDatabase('restored');
    await restore(join(folder, 'quiet.dump'), restored);
    expect(await eventLog(restored)).toEqual(all);
    expect(await readModels(restored)).toEqual(await readModels(source));

    // The restored server numbers its transactions afresh: an event appended now must still come after the restored ones.
    const restoredReader = eventReader(restored);
    try {
      await restoredReader.store.append('fault-after-restore', [{ type: 'FaultProbe', data: {} }], 'any');
      const [last] = (await restoredReader.pool.query<{ stream_name: string }>('SELECT stream_name FROM events.events ORDER BY transaction_id DESC, global_position DESC LIMIT 1')).rows;
      expect(last.stream_name).toBe('fault-after-restore');
    } finally {
      await restoredReader.close();
    }
  }, 420_000);
});
