import pg from 'pg';
import { loadMigrations, runMigrations } from '../database/migrations.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { projectionsMigrationsDir } from './projections-migrations.js';
import { ProjectionLog, Projector } from './projector.js';
import { waitForProjections } from './wait-for-projections.js';
import { testPool, uniqueName } from '../../../../test/support/databases.js';

/**
 * Test bed for the projection int tests: its own event store schema, the projections migrations, and
 * projectors writing `ItemAdded` events into `items` (no key, so a double apply shows as a duplicate)
 * and a per-stream `totals` table, both in a schema of their own.
 */
export async function projectionBed(url: string) {
  const pool = testPool(url);
  const storeSchema = uniqueName('es');
  const store = new PostgresEventStore({ pool, schema: storeSchema });
  await store.migrate();
  await runMigrations(pool, loadMigrations(projectionsMigrationsDir()));
  const schema = uniqueName('rm');
  await pool.query(`CREATE SCHEMA ${schema};
    CREATE TABLE ${schema}.items (event_id uuid NOT NULL, stream text NOT NULL, revision int NOT NULL, n int NOT NULL, position text NOT NULL);
    CREATE TABLE ${schema}.totals (stream text PRIMARY KEY, count int NOT NULL, sum int NOT NULL)`);
  const name = uniqueName('items');

  return {
    pool,
    store,
    /** Another connection to the same event store and read models, as a second process would have. */
    secondProcess: () => {
      const otherPool = testPool(url);
      return { pool: otherPool, store: new PostgresEventStore({ pool: otherPool, schema: storeSchema }) };
    },
    schema,
    name,
    /** A projector of this bed; `fail` decides, per event, whether `apply` throws. */
    projector: (fail?: (n: number) => boolean): Projector => ({
      name,
      tables: [`${schema}.items`, `${schema}.totals`],
      handles: ['ItemAdded'],
      apply: async (client: pg.PoolClient, events) => {
        for (const event of events) {
          const n = Number(event.data.n);
          if (fail?.(n)) throw new Error(`cannot project item ${n}`);
          await client.query(`INSERT INTO ${schema}.items VALUES ($1, $2, $3, $4, $5)`, [event.id, event.streamName, event.revision, n, event.position]);
          await client.query(
            `INSERT INTO ${schema}.totals VALUES ($1, 1, $2) ON CONFLICT (stream) DO UPDATE SET count = totals.count + 1, sum = totals.sum + excluded.sum`,
            [event.streamName, n],
          );
        }
      },
    }),
    /** Appends `ItemAdded` events numbered from..to-1 (round-robin over `streams` streams) plus one unhandled event per stream. */
    append: async (from: number, to: number, streams = 3): Promise<string> => {
      let position = '';
      for (let n = from; n < to; n++) position = (await store.append(`item-${schema}-${n % streams}`, [{ type: 'ItemAdded', data: { n } }], 'any')).position;
      for (let s = 0; s < streams; s++) position = (await store.append(`item-${schema}-${s}`, [{ type: 'ItemLookedAt', data: {} }], 'any')).position;
      return position;
    },
    /** Rows of both tables in a fixed order, for comparisons. */
    snapshot: async () => ({
      items: (await pool.query(`SELECT * FROM ${schema}.items ORDER BY n`)).rows,
      totals: (await pool.query(`SELECT * FROM ${schema}.totals ORDER BY stream`)).rows,
    }),
    itemNumbers: async (): Promise<number[]> => (await pool.query(`SELECT n FROM ${schema}.items ORDER BY n`)).rows.map((r) => r.n),
    checkpoint: async (): Promise<string | null> => (await pool.query('SELECT position FROM read.projection_checkpoints WHERE name = $1', [name])).rows[0]?.position ?? null,
    caughtUp: (position: string) => waitForProjections(pool, store, position, { timeoutMs: 30_000, names: [name] }),
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
}

export const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** A log that keeps its lines, so tests can wait for and assert on what the runner reported. */
export function recordingLog(): ProjectionLog & { lines: string[]; waitFor(pattern: RegExp, times?: number): Promise<void> } {
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  const push = (line: string) => {
    lines.push(line);
    waiters.splice(0).forEach((w) => w());
  };
  return {
    lines,
    log: (m) => push(`log ${m}`),
    warn: (m) => push(`warn ${m}`),
    error: (m) => push(`error ${m}`),
    waitFor: async (pattern, times = 1) => {
      while (lines.filter((l) => pattern.test(l)).length < times) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}
