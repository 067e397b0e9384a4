import { setMaxListeners } from 'node:events';
import pg from 'pg';
import { EventStore } from '../event-store/event-store.js';
import { abortableSleep } from './abortable-sleep.js';
import { buildDeferredIndexes } from './deferred-indexes.js';
import { CHECKPOINT_SQL, CheckpointConflictError, CheckpointRow, projectBatch, readCheckpoints } from './projection-checkpoints.js';
import { HeldLock, ProjectionLocks } from './projection-locks.js';
import { ProjectionLog, Projector } from './projector.js';

export interface ProjectionRunnerOptions {
  pool: pg.Pool;
  store: EventStore;
  projectors: Projector[];
  log?: ProjectionLog;
  /** Largest batch (= one transaction) per projector. Default 500. */
  batchSize?: number;
  /** How often a standby tries to take a projector's lock. Default 3 s. */
  lockRetryMs?: number;
  /** Backoff after a failed batch: doubles from `min` up to `max`. Default 1 s … 30 s. */
  retryDelayMs?: { min: number; max: number };
  /**
   * After a batch of at least `events` events, wait `ms` before reading the next. A read of the log and a turn's
   * transaction cost about the same for one event as for hundreds, so a busy log is followed in fewer, larger batches,
   * at the price of up to `ms` more lag while it is that busy. Default: no pause.
   */
  pauseWhenBusy?: { events: number; ms: number };
}

/**
 * What this process does with a projector: `starting` is taking its lock, `standby` waits for another instance's lock,
 * `retrying` waits after a failed batch, `failed` gave up for good (checkpoint conflict).
 */
export type ProjectorStatus = 'starting' | 'standby' | 'active' | 'retrying' | 'failed' | 'stopped';

export interface ProjectorState {
  name: string;
  status: ProjectorStatus;
  /** The stored checkpoint (shared by every instance); absent before the first event. */
  position?: string;
  /** The store's newest readable event. */
  headPosition?: string;
  caughtUp: boolean;
  /** Age of the oldest event not projected yet; 0 when caught up. */
  lagMs: number;
  checkpointUpdatedAt?: string;
  lastError?: string;
}

interface Worker {
  projector: Projector;
  status: ProjectorStatus;
  lastError?: string;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs every projector: one active instance each across processes (advisory lock), catch-up then
 * live subscription from its checkpoint, and per batch one transaction holding the rows and the
 * compare-and-set checkpoint. A failing batch is rolled back and retried, never skipped.
 */
export class ProjectionRunner {
  private readonly workers: Worker[];
  private readonly log: ProjectionLog;
  private readonly batchSize: number;
  private readonly lockRetryMs: number;
  private readonly retryDelayMs: { min: number; max: number };
  private readonly pauseWhenBusy?: { events: number; ms: number };
  private abort = new AbortController();
  private locks?: ProjectionLocks;
  private running?: Promise<void[]>;

  constructor(private readonly options: ProjectionRunnerOptions) {
    const names = options.projectors.map((p) => p.name);
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice) throw new Error(`Two projectors are named ${twice}`);
    this.workers = options.projectors.map((projector) => ({ projector, status: 'starting' }));
    this.log = options.log ?? console;
    this.batchSize = options.batchSize ?? 500;
    this.lockRetryMs = options.lockRetryMs ?? 3000;
    this.retryDelayMs = options.retryDelayMs ?? { min: 1000, max: 30_000 };
    this.pauseWhenBusy = options.pauseWhenBusy;
  }

  /** Starts every projector in the background; the checkpoint table must exist (run the projections migrations first). */
  start(): void {
    if (this.running) throw new Error('ProjectionRunner already started');
    this.abort = new AbortController();
    // Every projector listens for the stop, and again while it pauses or backs off: more than Node's default of 10.
    setMaxListeners(10 + 2 * this.workers.length, this.abort.signal);
    const locks = new ProjectionLocks(this.options.pool, Math.max(this.lockRetryMs, 1000));
    this.locks = locks;
    this.running = Promise.all(this.workers.map((worker) => this.run(worker, locks)));
  }

  /** Lets each projector finish its current batch, then releases the locks. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.running;
    await this.locks?.close();
    this.running = undefined;
    this.locks = undefined;
  }

  /** For a health endpoint: each projector's status here, stored checkpoint and lag behind the store. */
  async state(): Promise<ProjectorState[]> {
    const names = this.workers.map((w) => w.projector.name);
    const [{ rows }, head] = await Promise.all([this.options.pool.query<CheckpointRow>(CHECKPOINT_SQL.read, [names]), this.options.store.headPosition()]);
    const stored = new Map(rows.map((r) => [r.name, r]));
    return Promise.all(
      this.workers.map(async ({ projector, status, lastError }) => {
        const row = stored.get(projector.name);
        const position = row?.position ?? undefined;
        const caughtUp = head === undefined || (position !== undefined && this.options.store.comparePositions(position, head) >= 0);
        const [oldest] = caughtUp ? [] : await this.options.store.readAll({ after: position, maxCount: 1 });
        return {
          name: projector.name,
          status,
          position,
          headPosition: head,
          caughtUp,
          lagMs: oldest ? Math.max(0, Date.now() - Date.parse(oldest.recordedAt)) : 0,
          checkpointUpdatedAt: row?.updated_at.toISOString(),
          lastError,
        };
      }),
    );
  }

  private async run(worker: Worker, locks: ProjectionLocks): Promise<void> {
    const { name } = worker.projector;
    const signal = this.abort.signal;
    while (!signal.aborted) {
      worker.status = 'starting';
      const lock = await locks.acquire(name, {
        retryMs: this.lockRetryMs,
        signal,
        onWait: () => {
          worker.status = 'standby';
          this.log.log(`Proyector ${name}: en espera, otra instancia tiene su bloqueo`);
        },
        onError: (error) => this.log.warn(`Proyector ${name}: no puede tomar su bloqueo: ${errorMessage(error)}`),
      });
      if (!lock) break;
      try {
        await this.follow(worker, lock, signal);
      } catch (error) {
        worker.status = 'failed';
        worker.lastError = errorMessage(error);
        this.log.error(`Proyector ${name} detenido: ${worker.lastError}`);
        return;
      } finally {
        await lock.release();
      }
      if (!signal.aborted) this.log.warn(`Proyector ${name}: perdió su bloqueo, vuelve a la espera`);
    }
    worker.status = 'stopped';
  }

  /** Projects while this process holds the lock; returns on stop or lost lock, throws on a checkpoint conflict. */
  private async follow(worker: Worker, lock: HeldLock, signal: AbortSignal): Promise<void> {
    const { pool, store } = this.options;
    const { projector } = worker;
    let lost = false;
    const interrupted = new Promise<void>((resolve) => {
      signal.addEventListener('abort', () => resolve(), { once: true });
      void lock.lost.then(() => {
        lost = true;
        resolve();
      });
    });
    let delay = this.retryDelayMs.min;
    while (!signal.aborted && !lost) {
      let failure: unknown;
      try {
        // Indexes a rebuild dropped and could not build again (it died) are built before the projector writes.
        await buildDeferredIndexes(pool, projector.tables);
        let position = (await readCheckpoints(pool, [projector.name])).get(projector.name);
        worker.status = 'active';
        this.log.log(`Proyector ${projector.name}: activo desde ${position ?? 'el inicio'}`);
        const subscription = store.subscribeToAll({
          after: position,
          batchSize: this.batchSize,
          types: projector.handles,
          handler: async (events) => {
            position = await projectBatch(pool, projector, events, position);
            worker.status = 'active';
            worker.lastError = undefined;
            delay = this.retryDelayMs.min;
            if (this.pauseWhenBusy && events.length >= this.pauseWhenBusy.events) await abortableSleep(this.pauseWhenBusy.ms, signal);
          },
        });
        failure = await Promise.race([subscription.done.then(() => undefined, (error: unknown) => error ?? new Error('subscription failed')), interrupted]);
        await subscription.stop();
      } catch (error) {
        failure = error;
      }
      if (failure === undefined) continue;
      if (failure instanceof CheckpointConflictError) throw failure;
      worker.status = 'retrying';
      worker.lastError = errorMessage(failure);
      this.log.error(`Proyector ${projector.name}: lote revertido, se reintenta en ${delay} ms: ${worker.lastError}`);
      await pool.query(CHECKPOINT_SQL.recordFailure, [projector.name, worker.lastError]).catch((error: unknown) => {
        this.log.warn(`Proyector ${projector.name}: no puede registrar su fallo: ${errorMessage(error)}`);
      });
      await abortableSleep(delay, signal);
      delay = Math.min(delay * 2, this.retryDelayMs.max);
    }
  }
}
