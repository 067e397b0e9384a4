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
  // Written outside the failed batch's transaction: the read model is stale until a batch succeeds again.
  recordFailure: 'UPDATE read.projection_checkpoints SET last_error = $2, failing_since = coalesce(failing_since, now()) WHERE name = $1',
  failing: 'SELECT name, last_error, failing_since FROM read.projection_checkpoints WHERE name = ANY($1::text[]) AND last_error IS NOT NULL ORDER BY name',
  reset: 'UPDATE read.projection_checkpoints SET position = NULL, updated_at = now() WHERE name = ANY($1::text[])',
  // Compare-and-set of one or several projectors' checkpoints with their notifications (sent on COMMIT only, so a
  // waiter never sees a position whose rows are not visible yet): a checkpoint another instance moved meanwhile matches
  // nothing. Run first in a batch's transaction, it also locks the rows, so two writers cannot interleave. Returns the
  // projectors whose checkpoint was where expected.
  advance: `WITH moved AS (
      UPDATE read.projection_checkpoints c SET position = m.to_position, updated_at = now(), last_error = NULL, failing_since = NULL
      FROM unnest($1::text[], $2::text[], $3::text[]) AS m(name, from_position, to_position)
      WHERE c.name = m.name AND c.position IS NOT DISTINCT FROM m.from_position RETURNING c.name, c.position)
    SELECT name, pg_notify('${CHECKPOINT_CHANNEL}', json_build_object('name', name, 'position', position)::text) FROM moved`,
};

/** The statement every batch runs. */
const advance = prepared('checkpoint.advance', CHECKPOINT_SQL.advance);

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
 * notification, then applies the events it handles (one call, set-based). Returns the new position.
 */
export async function applyBatch(client: pg.PoolClient, projector: Projector, events: RecordedEvent[], from: string | undefined): Promise<string> {
  const to = events[events.length - 1].position;
  const { rowCount } = await client.query(advance([[projector.name], [from ?? null], [to]]));
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
 * Projects a batch and moves the projector's checkpoint; returns the new position. The projectors of a process share
 * their reads of the log (see PostgresEventStore.readBatch), so one append reaches them all in one turn of the event
 * loop: the batches asked for in that turn go together (see ProjectionTurns).
 */
export function projectBatch(pool: pg.Pool, projector: Projector, events: RecordedEvent[], from: string | undefined): Promise<string> {
  return ProjectionTurns.of(pool).project(projector, events, from);
}

interface Batch {
  projector: Projector;
  events: RecordedEvent[];
  /** The events the projector applies; the others only move its checkpoint. */
  handled: RecordedEvent[];
  from: string | undefined;
  to: string;
  done: (error?: Error) => void;
}

/**
 * One transaction for a turn's batches: one compare-and-set of every checkpoint with their notifications (first, so it
 * locks the rows), then each projector's `apply`, one commit; a single statement when none has anything to apply. Each
 * projector used to commit its own transaction of four or five round trips, and a save made two or three of them.
 * When anything fails (an `apply`, a checkpoint moved by another instance) it is all rolled back and each batch runs
 * alone, so every projector still gets its own outcome and error; a projector that failed alone stays alone until it
 * succeeds, so a failing one does not make the others of its turn apply twice on every retry.
 */
class ProjectionTurns {
  private static readonly byPool = new WeakMap<pg.Pool, ProjectionTurns>();
  private waiting: Batch[] = [];
  private readonly failing = new Set<string>();

  static of(pool: pg.Pool): ProjectionTurns {
    let turns = ProjectionTurns.byPool.get(pool);
    if (!turns) ProjectionTurns.byPool.set(pool, (turns = new ProjectionTurns(pool)));
    return turns;
  }

  private constructor(private readonly pool: pg.Pool) {}

  project(projector: Projector, events: RecordedEvent[], from: string | undefined): Promise<string> {
    const to = events[events.length - 1].position;
    const handled = events.filter((event) => projector.handles.includes(event.type));
    return new Promise((resolve, reject) => {
      if (!this.waiting.length) setImmediate(() => void this.flush());
      this.waiting.push({ projector, events, handled, from, to, done: (error) => (error ? reject(error) : resolve(to)) });
    });
  }

  private async flush(): Promise<void> {
    const turn = this.waiting;
    this.waiting = [];
    const alone = turn.filter((b) => this.failing.has(b.projector.name));
    await Promise.all([this.together(turn.filter((b) => !alone.includes(b))), ...alone.map((b) => this.alone(b))]);
  }

  private async together(turn: Batch[]): Promise<void> {
    if (!turn.length) return;
    const applying = turn.filter((b) => b.handled.length);
    try {
      if (!applying.length) {
        const moved = await this.move(this.pool, turn);
        for (const b of turn) b.done(moved.has(b.projector.name) ? undefined : new CheckpointConflictError(b.projector.name, b.from));
        return;
      }
      await inTransaction(this.pool, async (client) => {
        if ((await this.move(client, turn)).size < turn.length) throw new Error('a checkpoint moved meanwhile');
        for (const b of applying) await b.projector.apply(client, b.handled);
      });
      for (const b of turn) b.done();
    } catch (error) {
      if (!applying.length) for (const b of turn) b.done(error as Error);
      else await Promise.all(turn.map((b) => this.alone(b)));
    }
  }

  private async alone(batch: Batch): Promise<void> {
    const { projector, events, from } = batch;
    try {
      if (batch.handled.length) await inTransaction(this.pool, (client) => applyBatch(client, projector, events, from));
      else if (!(await this.move(this.pool, [batch])).size) throw new CheckpointConflictError(projector.name, from);
      this.failing.delete(projector.name);
      batch.done();
    } catch (error) {
      if (error instanceof ProjectionApplyError) this.failing.add(projector.name);
      batch.done(error as Error);
    }
  }

  /** The compare-and-set of the batches' checkpoints with their notifications: the names of those that moved. */
  private async move(db: pg.Pool | pg.PoolClient, batches: Batch[]): Promise<Set<string>> {
    const { rows } = await db.query<{ name: string }>(advance([batches.map((b) => b.projector.name), batches.map((b) => b.from ?? null), batches.map((b) => b.to)]));
    return new Set(rows.map((r) => r.name));
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
