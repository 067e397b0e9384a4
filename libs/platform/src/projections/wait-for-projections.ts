import pg from 'pg';
import { EventStore } from '../event-store/event-store.js';
import { CheckpointWatch } from './checkpoint-watch.js';
import { CHECKPOINT_SQL, CheckpointRow } from './projection-checkpoints.js';

export interface WaitForProjectionsOptions {
  /** Gives up after this long, resolving `false`. */
  timeoutMs: number;
  /** Projectors to wait for; default every projector that has a checkpoint row. */
  names?: string[];
}

/**
 * Read-your-writes: resolves `true` once every (named) projector's checkpoint has reached `position`
 * (a position returned by an append), `false` on timeout. It reads the checkpoints once, and only if
 * they are behind does it LISTEN for `projection_checkpoint` notifications: no polling.
 */
export async function waitForProjections(pool: pg.Pool, store: EventStore, position: string, options: WaitForProjectionsOptions): Promise<boolean> {
  const known = new Map<string, string | undefined>();
  // Positions only move forward for a waiter: a stale read or a rebuild's reset never hides progress already seen.
  const merge = (name: string, seen: string | undefined) => {
    const current = known.get(name);
    if (current === undefined || (seen !== undefined && store.comparePositions(seen, current) > 0)) known.set(name, seen);
  };
  const load = async () => {
    const { rows } = options.names
      ? await pool.query<CheckpointRow>(CHECKPOINT_SQL.read, [options.names])
      : await pool.query<CheckpointRow>(CHECKPOINT_SQL.readAll);
    for (const row of rows) merge(row.name, row.position ?? undefined);
  };
  const reached = () => {
    const names = options.names ?? [...known.keys()];
    return names.every((name) => {
      const at = known.get(name);
      return at !== undefined && store.comparePositions(at, position) >= 0;
    });
  };

  await load();
  if (reached()) return true;

  return new Promise<boolean>((resolve, reject) => {
    let remove: (() => void) | undefined;
    let settled = false;
    const finish = (result: boolean | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      remove?.();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const reload = () =>
      load().then(
        () => reached() && finish(true),
        (error: Error) => finish(error),
      );
    const timer = setTimeout(() => finish(false), options.timeoutMs);
    CheckpointWatch.of(pool)
      .add((notice) => {
        if (!notice) return void reload();
        if (!options.names || options.names.includes(notice.name)) merge(notice.name, notice.position);
        if (reached()) finish(true);
      })
      .then((unregister) => {
        remove = unregister;
        if (settled) return unregister();
        // A checkpoint may have moved between the first read and LISTEN: read once more.
        void reload();
      }, finish);
  });
}
