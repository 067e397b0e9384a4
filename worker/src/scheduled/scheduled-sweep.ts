import { QueueName, type KitQueue, type KitWorker, type QueueKit } from '@postula/platform';

/** A piece of time-driven work run every `everyMs` by whichever worker process takes its job. */
export interface Sweep {
  /** Stable and unique per sweep: it names the job scheduler, so every process and restart shares one schedule. */
  name: string;
  everyMs: number;
  /** Does the due work. It must be safe to run twice at once or again after a crash: see below. */
  run: () => Promise<unknown>;
}

export type SweepLogger = Pick<Console, 'warn' | 'error'>;

interface KitSweeps {
  queue: KitQueue<Record<string, never>>;
  worker: KitWorker<unknown, unknown>;
  runs: Map<string, Sweep['run']>;
}

/** One worker per kit dispatches every sweep's jobs by name; the kit closes it. */
const registries = new WeakMap<QueueKit, KitSweeps>();

/** Finished sweep jobs are of no interest: a few are kept for inspection, not the queue's 30 days of e-mail jobs. */
const KEEP = { count: 20 };

/**
 * Runs `sweep` every `everyMs` through a BullMQ job scheduler (`upsertJobScheduler`, on Redis and on the PostgreSQL
 * backend alike): each tick is one job, taken by one worker process, so N workers do not multiply the work. Calling it
 * from every process and at every start is the intended use: the upsert keeps a single schedule per name.
 *
 * The scheduler is not what makes the work exact. A tick can overlap the next one (a run longer than `everyMs`), a
 * process can die mid-run and a failed tick is not retried (the next tick is the retry), so `run` must decide from the
 * event store and append with expected revisions: whatever runs twice then writes once, and the loser sees a conflict.
 */
export async function scheduleSweep(kit: QueueKit, sweep: Sweep, logger: SweepLogger = console): Promise<void> {
  const registry = registries.get(kit) ?? startRegistry(kit, logger);
  registry.runs.set(sweep.name, sweep.run);
  await registry.queue.upsertJobScheduler(sweep.name, { every: sweep.everyMs }, { name: sweep.name, data: {}, opts: { attempts: 1, removeOnComplete: KEEP, removeOnFail: KEEP } });
  await registry.worker.waitUntilReady();
}

function startRegistry(kit: QueueKit, logger: SweepLogger): KitSweeps {
  const runs = new Map<string, Sweep['run']>();
  const worker = kit.createWorker<unknown, unknown>(QueueName.Sweeps, async (job) => {
    const run = runs.get(job.name);
    // An older process in a rolling deploy may take a sweep it does not know; the next tick goes elsewhere.
    if (!run) throw new Error(`barrido desconocido en este proceso: ${job.name}`);
    return run();
  });
  worker.on('failed', (job, error) => job && logger.warn(`[worker] barrido ${job.name} falló (se repite en el próximo turno): ${error.message}`));
  worker.on('error', (error) => logger.error(`[worker] barridos: ${error.message}`));
  const registry = { queue: kit.createQueue<Record<string, never>>(QueueName.Sweeps), worker, runs };
  registries.set(kit, registry);
  return registry;
}
