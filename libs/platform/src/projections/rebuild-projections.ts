import pg from 'pg';
import { EventStore, RecordedEvent } from '../event-store/event-store.js';
import { buildDeferredIndexes, deferIndexes } from './deferred-indexes.js';
import { applyBatch, CHECKPOINT_SQL, inTransaction, readCheckpoints } from './projection-checkpoints.js';
import { HeldLock, ProjectionLocks } from './projection-locks.js';
import { Projector } from './projector.js';

export interface RebuildOptions {
  pool: pg.Pool;
  store: EventStore;
  projectors: Projector[];
  /** Only these projectors (default: all). */
  names?: string[];
  /** Events per transaction. Default 10,000: a larger batch means fewer statements per event (each projector writes a statement per kind of change). */
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
/** Batches read ahead of the slowest projector during a rebuild. */
const LANES_LEAD = 2;

/**
 * Rebuilds read models from the whole log: takes each projector's lock (waiting for running instances
 * to let go), empties its tables and checkpoint, then replays every event up to the head at the start, one
 * transaction per projector and batch (its rows + its checkpoint). Events appended meanwhile are left to the runner,
 * which resumes from the rebuilt checkpoints. Interrupted, it leaves consistent, resumable checkpoints.
 * The tables of projectors with `rebuildBuildsIndexesLast` are loaded without their secondary indexes, built at the
 * end (or, when the rebuild fails, as it stops; when it dies, by the projector's runner or the next rebuild).
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
    // The head and an exact count in two queries: no pass over the log before the replay.
    const end = await store.headPosition();
    const total = end === undefined ? 0 : await store.countUpTo(end);
    options.onProgress?.(0, total);

    const names = selected.map((p) => p.name);
    const tables = selected.flatMap((p) => p.tables);
    await readCheckpoints(pool, names);
    await inTransaction(pool, async (client) => {
      if (tables.length) await client.query(`TRUNCATE ${tables.join(', ')}`);
      await deferIndexes(client, selected.filter((p) => p.rebuildBuildsIndexesLast).flatMap((p) => p.tables));
      await client.query(CHECKPOINT_SQL.reset, [names]);
    });

    // One read of the log for every projector. Each projector is a lane that applies the batches in order, each in a
    // transaction of its own (rows and its checkpoint, as the runner does) on its own connection: PostgreSQL works on
    // several lanes while Node folds the next batch for the others, and a slow projector holds back no other.
    const lanes: Promise<unknown>[] = selected.map(() => Promise.resolve());
    const applied: Promise<void>[] = [];
    let after: string | undefined;
    let done = 0;
    try {
      for await (const batch of readAhead(store, end, options.batchSize ?? 10_000)) {
        const from = after;
        selected.forEach((projector, i) => (lanes[i] = lanes[i].then(() => inTransaction(pool, (client) => applyBatch(client, projector, batch, from)))));
        after = batch[batch.length - 1].position;
        const everyLane = Promise.all(lanes).then(() => {
          done += batch.length;
          options.onProgress?.(done, Math.max(done, total));
        });
        everyLane.catch(() => undefined); // awaited below
        applied.push(everyLane);
        // Memory stays bounded: the read runs at most LANES_LEAD batches ahead of the slowest lane.
        if (applied.length > LANES_LEAD) await applied[applied.length - 1 - LANES_LEAD];
      }
      await applied.at(-1);
    } catch (error) {
      // No transaction is left running when the locks are released and the pool closed; the tables keep their indexes.
      await Promise.allSettled(lanes);
      await buildDeferredIndexes(pool, tables).catch(() => undefined);
      throw error;
    }
    await buildDeferredIndexes(pool, tables);
    // Emptied and refilled in bulk: until autovacuum comes by (minutes later, or never where it is off) the planner
    // would keep the emptied tables' statistics, and the staff list's filtered counts chose sequential scans with them.
    if (tables.length) await pool.query(`ANALYZE ${tables.join(', ')}`);

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

/**
 * The log up to `end` in batches, the next one read (on another pooled connection) while the caller applies this one.
 * Stops at `end`, or earlier at a batch that comes back empty (what is left is not readable yet: the runner's).
 */
async function* readAhead(store: EventStore, end: string | undefined, batchSize: number): AsyncGenerator<RecordedEvent[]> {
  if (end === undefined) return;
  const read = (after: string | undefined) => {
    // Only the last batch reaches past the end: the others need no comparison per event.
    const page = store.readAll({ after, maxCount: batchSize }).then((events) =>
      events.length && store.comparePositions(events[events.length - 1].position, end) > 0 ? events.filter((e) => store.comparePositions(e.position, end) <= 0) : events,
    );
    page.catch(() => undefined); // awaited later, or left behind when a write fails first: never an unhandled rejection
    return page;
  };
  let next = read(undefined);
  try {
    for (;;) {
      const batch = await next;
      if (batch.length === 0) return;
      const last = batch[batch.length - 1].position;
      if (store.comparePositions(last, end) >= 0) return yield batch;
      next = read(last);
      yield batch;
    }
  } finally {
    // A read left behind (the replay failed) settles before the caller closes the pool.
    await next.catch(() => undefined);
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
