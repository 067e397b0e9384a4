import pg from 'pg';
import { RecordedEvent } from '../event-store/event-store.js';
import { Projector } from './projector.js';

/** NOTIFY channel carrying `{"name": …, "position": …}` each time a checkpoint moves. */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

export const CHECKPOINT_SQL = {
  ensure: 'INSERT INTO read.projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING',
  read: 'SELECT name, position, updated_at FROM read.projection_checkpoints WHERE name = ANY($1::text[])',
  readAll: 'SELECT name, position, updated_at FROM read.projection_checkpoints',
  // Compare-and-set: it matches nothing when another instance has moved the checkpoint meanwhile.
  // Run first in the batch's transaction, it also locks the row, so two writers cannot interleave.
  advance:
    'UPDATE read.projection_checkpoints SET position = $3, updated_at = now(), last_error = NULL, failing_since = NULL WHERE name = $1 AND position IS NOT DISTINCT FROM $2',
  // Written outside the failed batch's transaction: the read model is stale until a batch succeeds again.
  recordFailure: 'UPDATE read.projection_checkpoints SET last_error = $2, failing_since = coalesce(failing_since, now()) WHERE name = $1',
  failing: 'SELECT name, last_error, failing_since FROM read.projection_checkpoints WHERE name = ANY($1::text[]) AND last_error IS NOT NULL ORDER BY name',
  reset: 'UPDATE read.projection_checkpoints SET position = NULL, updated_at = now() WHERE name = ANY($1::text[])',
  // Delivered on COMMIT only, so a waiter never sees a position whose rows are not visible yet.
  notify: `SELECT pg_notify('${CHECKPOINT_CHANNEL}', $1)`,
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

/** A projector's `apply` failed; the batch was rolled back and will be retried from the checkpoint. */
export class ProjectionApplyError extends Error {
  constructor(readonly projector: string, readonly event: RecordedEvent, cause: unknown) {
    super(`Projector ${projector} failed on ${event.type} ${event.id} (${event.streamName}@${event.revision}, position ${event.position}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
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
 * Inside the caller's transaction: moves the projector's checkpoint from `from` to the batch's last
 * position, applies the events it handles and queues the notification. Returns the new position.
 */
export async function applyBatch(client: pg.PoolClient, projector: Projector, events: RecordedEvent[], from: string | undefined): Promise<string> {
  const to = events[events.length - 1].position;
  const { rowCount } = await client.query(CHECKPOINT_SQL.advance, [projector.name, from ?? null, to]);
  if (rowCount === 0) throw new CheckpointConflictError(projector.name, from);
  for (const event of events) {
    if (!projector.handles.includes(event.type)) continue;
    try {
      await projector.apply(client, event);
    } catch (error) {
      throw new ProjectionApplyError(projector.name, event, error);
    }
  }
  await client.query(CHECKPOINT_SQL.notify, [JSON.stringify({ name: projector.name, position: to })]);
  return to;
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
