import pg from 'pg';
import { EventStore } from '../event-store/event-store.js';
import { applyBatch, CHECKPOINT_SQL, inTransaction, readCheckpoints } from './projection-checkpoints.js';
import { HeldLock, ProjectionLocks } from './projection-locks.js';
import { Projector } from './projector.js';

export interface RebuildOptions {
  pool: pg.Pool;
  store: EventStore;
  projectors: Projector[];
  /** Only these projectors (default: all). */
  names?: string[];
  /** Events per transaction. Default 1000. */
  batchSize?: number;
  /** How often to retry a lock held by running projections. Default 3 s. */
  lockRetryMs?: number;
  /** Called once per projector whose lock is held elsewhere: the running projections must stop to release it. */
  onWaitForLock?: (name: string) => void;
  /** After the count and after each batch: events replayed so far, of `total`. */
  onProgress?: (done: number, total: number) => void;
}

export interface RebuildSummary {
  events: number;
  /** Time spent counting and replaying, not waiting for locks. */
  ms: number;
  projectors: { name: string; tables: { table: string; rows: number }[] }[];
}

const TABLE_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/**
 * Rebuilds read models from the whole log: takes each projector's lock (waiting for running instances
 * to let go), empties its tables and checkpoint, then replays every event up to the head counted at the
 * start, one transaction per batch (rows + checkpoints). Events appended meanwhile are left to the runner,
 * which resumes from the rebuilt checkpoint. Interrupted, it leaves consistent, resumable checkpoints.
 */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildSummary> {
  const { pool, store } = options;
  const selected = selectProjectors(options.projectors, options.names);
  const locks = new ProjectionLocks(pool);
  const held: HeldLock[] = [];
  try {
    for (const projector of selected) {
      const lock = await locks.acquire(projector.name, {
        retryMs: options.lockRetryMs ?? 3000,
        onWait: () => options.onWaitForLock?.(projector.name),
      });
      held.push(lock!);
    }

    const started = Date.now();
    const { total, end } = await countEvents(store);
    options.onProgress?.(0, total);

    const names = selected.map((p) => p.name);
    await readCheckpoints(pool, names);
    await inTransaction(pool, async (client) => {
      const tables = selected.flatMap((p) => p.tables);
      if (tables.length) await client.query(`TRUNCATE ${tables.join(', ')}`);
      await client.query(CHECKPOINT_SQL.reset, [names]);
    });

    const batchSize = options.batchSize ?? 1000;
    const read = (after: string | undefined) => {
      const page = end === undefined ? Promise.resolve([]) : store.readAll({ after, maxCount: batchSize });
      page.catch(() => undefined); // awaited later, or left behind when a write fails first: never an unhandled rejection
      return page;
    };
    let after: string | undefined;
    let done = 0;
    let next = read(after);
    while (end !== undefined && (after === undefined || store.comparePositions(after, end) < 0)) {
      const batch = (await next).filter((e) => store.comparePositions(e.position, end) <= 0);
      if (batch.length === 0) break;
      // Read the next batch while this one is written (another pooled connection): reading and writing overlap.
      next = read(batch[batch.length - 1].position);
      await inTransaction(pool, async (client) => {
        for (const projector of selected) await applyBatch(client, projector, batch, after);
      });
      after = batch[batch.length - 1].position;
      done += batch.length;
      options.onProgress?.(done, Math.max(done, total));
    }
    // A read started past the end is not needed; let it settle so the pool can close.
    await next.catch(() => undefined);

    return { events: done, ms: Date.now() - started, projectors: await countRows(pool, selected) };
  } finally {
    for (const lock of held) await lock.release();
    await locks.close();
  }
}

export function selectProjectors(projectors: Projector[], names: string[] | undefined): Projector[] {
  const unknown = (names ?? []).filter((n) => !projectors.some((p) => p.name === n));
  if (unknown.length) throw new Error(`Proyecciones desconocidas: ${unknown.join(', ')}. Disponibles: ${projectors.map((p) => p.name).join(', ') || '(ninguna)'}`);
  const selected = names?.length ? projectors.filter((p) => names.includes(p.name)) : projectors;
  const badTable = selected.flatMap((p) => p.tables).find((t) => !TABLE_NAME.test(t));
  if (badTable) throw new Error(`Invalid read-model table name (want schema.table): ${badTable}`);
  return selected;
}

/** The number of events to replay (up to `upTo` when given) and the last one's position: the store has no count, so page through it. */
export async function countEvents(store: EventStore, upTo?: string): Promise<{ total: number; end?: string }> {
  let total = 0;
  let end: string | undefined;
  for (;;) {
    const read = await store.readAll({ after: end, maxCount: 5000 });
    const page = upTo === undefined ? read : read.filter((e) => store.comparePositions(e.position, upTo) <= 0);
    if (page.length === 0) return { total, end };
    total += page.length;
    end = page[page.length - 1].position;
    if (page.length < read.length) return { total, end };
  }
}

async function countRows(pool: pg.Pool, projectors: Projector[]): Promise<RebuildSummary['projectors']> {
  const result: RebuildSummary['projectors'] = [];
  for (const projector of projectors) {
    const tables: { table: string; rows: number }[] = [];
    for (const table of projector.tables) {
      const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
      tables.push({ table, rows: Number(rows[0].n) });
    }
    result.push({ name: projector.name, tables });
  }
  return result;
}
