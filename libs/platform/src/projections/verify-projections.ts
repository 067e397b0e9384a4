import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { EventStore, RecordedEvent } from '../event-store/event-store.js';
import { PROJECTION_CONNECTION_NAME } from '../event-store/postgres-event-store.js';
import { applyBatch, CHECKPOINT_SQL } from './projection-checkpoints.js';
import { Projector } from './projector.js';
import { selectProjectors } from './rebuild-projections.js';

export interface VerifyOptions {
  pool: pg.Pool;
  store: EventStore;
  projectors: Projector[];
  /** Only these projectors (default: all). */
  names?: string[];
  /** Events read per page. Default 1000. */
  batchSize?: number;
  /** After the count and after each page: events replayed so far, of `total`. */
  onProgress?: (done: number, total: number) => void;
}

export interface TableFigures {
  rows: number;
  /** md5 over the sorted md5 of every row's text: equal tables, equal hashes, whatever the row order. */
  hash: string;
}

export interface TableComparison {
  table: string;
  projector: string;
  live: TableFigures;
  rebuilt: TableFigures;
  equal: boolean;
  /** Up to three rows (as row text) only the live table has, and only the rebuilt one has. */
  onlyLive: string[];
  onlyRebuilt: string[];
}

export interface VerifyReport {
  equal: boolean;
  events: number;
  ms: number;
  tables: TableComparison[];
}

const READ_SCHEMA = 'read.';
const SAMPLE_ROWS = 3;

/**
 * Rebuilds the read models from zero into a scratch schema and compares them, table by table (row count and a
 * content hash), with the live ones (`npm run projections:verify`). It never blocks the live system:
 * - the scratch tables are made in a short transaction of their own (`LIKE read.x`), then used alone;
 * - the replay and the comparison run in ONE repeatable-read transaction that is rolled back at the end: the live
 *   tables are read as of its snapshot, which also fixes each projector's live checkpoint, and every projector is
 *   replayed exactly up to that checkpoint, so a system projecting meanwhile is compared at a consistent point;
 * - that transaction's connection is named like the projections' (PROJECTION_CONNECTION_NAME): it never appends, so
 *   the PostgreSQL event store's readers do not wait for it; its checkpoint notifications are rolled back unsent.
 * The projectors run unchanged through the runner's own `applyBatch`, on a connection that points their `read.`
 * tables at the scratch schema.
 */
export async function verifyProjections(options: VerifyOptions): Promise<VerifyReport> {
  const { pool, store } = options;
  const selected = selectProjectors(options.projectors, options.names);
  const outside = selected.flatMap((p) => p.tables).find((t) => !t.startsWith(READ_SCHEMA));
  if (outside) throw new Error(`projections:verify compares tables of the read schema only: ${outside}`);
  const scratch = `verify_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const started = Date.now();
  const tables = ['read.projection_checkpoints', ...selected.flatMap((p) => p.tables)];
  await pool.query(`CREATE SCHEMA ${scratch}; ${tables.map((t) => `CREATE TABLE ${inScratch(t, scratch)} (LIKE ${t} INCLUDING ALL);`).join(' ')}`);

  const client = new pg.Client({ ...(pool as unknown as { options: pg.ClientConfig }).options, application_name: PROJECTION_CONNECTION_NAME });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    const names = selected.map((p) => p.name);
    const { rows } = await client.query<{ name: string; position: string | null }>(CHECKPOINT_SQL.read, [names]);
    const live = new Map(rows.map((r) => [r.name, r.position ?? undefined]));
    const scratchClient = pointedAt(client, scratch);
    for (const name of names) await scratchClient.query(CHECKPOINT_SQL.ensure, [name]);

    const ends = [...live.values()].filter((p): p is string => p !== undefined);
    const end = ends.sort((a, b) => store.comparePositions(a, b)).at(-1);
    const total = end === undefined ? 0 : await store.countUpTo(end);
    options.onProgress?.(0, total);
    const replayed = new Map<string, string | undefined>();
    let after: string | undefined;
    let done = 0;
    while (end !== undefined && (after === undefined || store.comparePositions(after, end) < 0)) {
      const page = (await store.readAll({ after, maxCount: options.batchSize ?? 1000 })).filter((e) => store.comparePositions(e.position, end) <= 0);
      if (page.length === 0) break;
      for (const projector of selected) {
        const upTo = live.get(projector.name);
        const mine = upTo === undefined ? [] : page.filter((e: RecordedEvent) => store.comparePositions(e.position, upTo) <= 0);
        if (mine.length) replayed.set(projector.name, await applyBatch(scratchClient, projector, mine, replayed.get(projector.name)));
      }
      after = page[page.length - 1].position;
      done += page.length;
      options.onProgress?.(done, Math.max(done, total));
    }

    const comparisons: TableComparison[] = [];
    for (const projector of selected) {
      for (const table of projector.tables) {
        const [liveFigures, rebuilt] = [await figures(client, table), await figures(client, inScratch(table, scratch))];
        const equal = liveFigures.rows === rebuilt.rows && liveFigures.hash === rebuilt.hash;
        comparisons.push({
          table,
          projector: projector.name,
          live: liveFigures,
          rebuilt,
          equal,
          onlyLive: equal ? [] : await rowsOnlyIn(client, table, inScratch(table, scratch)),
          onlyRebuilt: equal ? [] : await rowsOnlyIn(client, inScratch(table, scratch), table),
        });
      }
    }
    return { equal: comparisons.every((c) => c.equal), events: done, ms: Date.now() - started, tables: comparisons };
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
    await pool.query(`DROP SCHEMA IF EXISTS ${scratch} CASCADE`);
  }
}

const inScratch = (table: string, scratch: string) => `${scratch}.${table.slice(READ_SCHEMA.length)}`;

/** The same connection, with every `read.` table of the SQL it is given pointed at the scratch schema. */
function pointedAt(client: pg.Client, scratch: string): pg.PoolClient {
  const rewrite = (text: string) => text.replace(/\bread\./g, `${scratch}.`);
  // A named statement is sent unnamed: its name stands for the text before the rewrite.
  const query = (config: string | pg.QueryConfig, values?: unknown[]) =>
    typeof config === 'string' ? client.query(rewrite(config), values) : client.query({ ...config, name: undefined, text: rewrite(config.text) }, values);
  return new Proxy(client, {
    get: (target, property) => (property === 'query' ? query : Reflect.get(target, property, target)),
  }) as unknown as pg.PoolClient;
}

async function figures(client: pg.Client, table: string): Promise<TableFigures> {
  const { rows } = await client.query<{ n: string; hash: string }>(
    `SELECT count(*) AS n, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS hash FROM (SELECT md5(t::text) AS h FROM ${table} t) s`,
  );
  return { rows: Number(rows[0].n), hash: rows[0].hash };
}

/** Rows (as text, so json columns compare too) of `a` missing from `b`. */
async function rowsOnlyIn(client: pg.Client, a: string, b: string): Promise<string[]> {
  const { rows } = await client.query<{ r: string }>(`SELECT r FROM (SELECT t::text AS r FROM ${a} t EXCEPT ALL SELECT t::text FROM ${b} t) d ORDER BY r LIMIT ${SAMPLE_ROWS}`);
  return rows.map((row) => row.r);
}
