import pg from 'pg';
import { prepared } from '../database/prepared.js';
import { RecordedEvent } from '../event-store/event-store.js';
import { Projector } from './projector.js';

/** NOTIFY channel carrying `{"name": …, "position": …}` each time a checkpoint moves. */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

export const CHECKPOINT_SQL = {
  ensure: 'INSERT INTO read.projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING',
  read: 'SELECT name, position, updated_at FROM read.projection_checkpoints WHERE name = ANY($1::text[])',
  readAll: 'SELECT name, position, updated_at FROM read.projection_checkpoints',
  // Compare-and-set: it matches nothing when another instance has moved the checkpoint meanwhile. Run first in the
  // batch's transaction, it also locks the row, so two writers cannot interleave; its notification goes on COMMIT only.
  advance: `WITH moved AS (
      UPDATE read.projection_checkpoints SET position = $3, updated_at = now(), last_error = NULL, failing_since = NULL
      WHERE name = $1 AND position IS NOT DISTINCT FROM $2 RETURNING name, position)
    SELECT pg_notify('${CHECKPOINT_CHANNEL}', json_build_object('name', name, 'position', position)::text) FROM moved`,
  // Written outside the failed batch's transaction: the read model is stale until a batch succeeds again.
  recordFailure: 'UPDATE read.projection_checkpoints SET last_error = $2, failing_since = coalesce(failing_since, now()) WHERE name = $1',
  failing: 'SELECT name, last_error, failing_since FROM read.projection_checkpoints WHERE name = ANY($1::text[]) AND last_error IS NOT NULL ORDER BY name',
  reset: 'UPDATE read.projection_checkpoints SET position = NULL, updated_at = now() WHERE name = ANY($1::text[])',
  // Batches with nothing to apply: the compare-and-set of several projectors' checkpoints and their notifications in
  // one statement (one round trip, one commit). Returns the projectors whose checkpoint was where expected.
  advanceOnly: `WITH moved AS (
      UPDATE read.projection_checkpoints c SET position = m.to_position, updated_at = now(), last_error = NULL, failing_since = NULL
      FROM unnest($1::text[], $2::text[], $3::text[]) AS m(name, from_position, to_position)
      WHERE c.name = m.name AND c.position IS NOT DISTINCT FROM m.from_position RETURNING c.name, c.position)
    SELECT name, pg_notify('${CHECKPOINT_CHANNEL}', json_build_object('name', name, 'position', position)::text) FROM moved`,
};

/** The statements every batch runs. */
const PREPARED = {
  advance: prepared('checkpoint.advance', CHECKPOINT_SQL.advance),
  advanceOnly: prepared('checkpoint.advanceOnly', CHECKPOINT_SQL.advanceOnly),
};

export interface CheckpointRow {
  name: string;
  position: string | null;
  updated_at: Date;
}

/** Thrown when the checkpoint is not where this instance left it: another one is projecting. */
export class CheckpointConflictError extends Error {
  constructor(readonly projector: string, readonly expected: string | undefined) {
    super(`Projector ${projector}: checkpoint moved away from ${expected ?? 'the start'} by another instance`);
    this.name = 'CheckpointConflictError';
  }
}

/** A projector's `apply` failed on a batch; it was rolled back and will be retried from the checkpoint. */
export class ProjectionApplyError extends Error {
  constructor(readonly projector: string, readonly events: RecordedEvent[], cause: unknown) {
    const [first, last] = [events[0], events[events.length - 1]];
    const which =
      events.length === 1
        ? `${first.type} ${first.id} (${first.streamName}@${first.revision}, position ${first.position})`
        : `a batch of ${events.length} events (${[...new Set(events.map((e) => e.type))].join(', ')}; positions ${first.position} to ${last.position})`;
    super(`Projector ${projector} failed on ${which}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ProjectionApplyError';
  }
}

/** Returns the stored checkpoint of each projector (creating missing rows), `undefined` meaning from the start. */
export async function readCheckpoints(pool: pg.Pool, names: string[]): Promise<Map<string, string | undefined>> {
  for (const name of names) await pool.query(CHECKPOINT_SQL.ensure, [name]);
  const { rows } = await pool.query<CheckpointRow>(CHECKPOINT_SQL.read, [names]);
  return new Map(rows.map((r) => [r.name, r.position ?? undefined]));
}

/**
 * Inside the caller's transaction: moves the projector's checkpoint from `from` to the batch's last position with its
 * notification (sent on COMMIT only, so a waiter never sees a position whose rows are not visible yet), then applies
 * the events it handles (one call, set-based). Returns the new position.
 */
export async function applyBatch(client: pg.PoolClient, projector: Projector, events: RecordedEvent[], from: string | undefined): Promise<string> {
  const to = events[events.length - 1].position;
  const { rowCount } = await client.query(PREPARED.advance([projector.name, from ?? null, to]));
  if (rowCount === 0) throw new CheckpointConflictError(projector.name, from);
  const handled = events.filter((event) => projector.handles.includes(event.type));
  if (handled.length) {
    try {
      await projector.apply(client, handled);
    } catch (error) {
      throw new ProjectionApplyError(projector.name, handled, error);
    }
  }
  return to;
}

/**
 * Projects a batch: in one transaction with the checkpoint when the projector handles any of its events, else only
 * moves the checkpoint (most batches for most projectors: each read model handles a few event types). Returns the new position.
 */
export async function projectBatch(pool: pg.Pool, projector: Projector, events: RecordedEvent[], from: string | undefined): Promise<string> {
  if (events.some((event) => projector.handles.includes(event.type))) return inTransaction(pool, (client) => applyBatch(client, projector, events, from));
  const to = events[events.length - 1].position;
  await CheckpointAdvances.of(pool).advance(projector.name, from, to);
  return to;
}

interface Advance {
  name: string;
  from: string | undefined;
  to: string;
  done: (error?: Error) => void;
}

/**
 * The projectors of a process share their reads of the log (see PostgresEventStore.readBatch), so one append reaches
 * them all in one turn of the event loop, and most have nothing to apply: their checkpoint moves, asked for in that
 * turn, go in one statement instead of one transaction each.
 */
class CheckpointAdvances {
  private static readonly byPool = new WeakMap<pg.Pool, CheckpointAdvances>();
  private waiting: Advance[] = [];

  static of(pool: pg.Pool): CheckpointAdvances {
    let advances = CheckpointAdvances.byPool.get(pool);
    if (!advances) CheckpointAdvances.byPool.set(pool, (advances = new CheckpointAdvances(pool)));
    return advances;
  }

  private constructor(private readonly pool: pg.Pool) {}

  /** Resolves once the checkpoint moved from `from` to `to`; rejects with CheckpointConflictError if it was elsewhere. */
  advance(name: string, from: string | undefined, to: string): Promise<void> {
    return new Promise((resolve, reject) => {
      if (!this.waiting.length) setImmediate(() => void this.flush());
      this.waiting.push({ name, from, to, done: (error) => (error ? reject(error) : resolve()) });
    });
  }

  private async flush(): Promise<void> {
    const advances = this.waiting;
    this.waiting = [];
    try {
      const { rows } = await this.pool.query<{ name: string }>(PREPARED.advanceOnly([advances.map((a) => a.name), advances.map((a) => a.from ?? null), advances.map((a) => a.to)]));
      const moved = new Set(rows.map((r) => r.name));
      for (const a of advances) a.done(moved.has(a.name) ? undefined : new CheckpointConflictError(a.name, a.from));
    } catch (error) {
      for (const a of advances) a.done(error as Error);
    }
  }
}

/** Runs `work` in one transaction on a pooled connection; any error rolls everything back. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    // A connection that cannot even roll back is broken: drop it instead of returning it to the pool.
    await client.query('ROLLBACK').then(
      () => client.release(),
      (rollbackError: Error) => client.release(rollbackError),
    );
    throw error;
  }
}
