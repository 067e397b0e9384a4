import type { IQueueBackend, JobProgress, PostgresPoolConfig, Processor, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_RETENTION, DEFAULT_RETRY, defaultJobOptions, type RetentionPolicy, type RetryPolicy } from './job-defaults.js';
import type { QueueName } from './queue-name.js';

export type QueueBackendKind = 'redis' | 'postgres';

export interface QueueKitOptions {
  /** When set, BullMQ runs on Redis; otherwise on its PostgreSQL backend in `databaseUrl`. */
  redisUrl?: string;
  databaseUrl?: string;
  /** Redis key prefix (default `bull`) or PostgreSQL schema (default `bullmq`); tests give each suite its own. */
  namespace?: string;
  retry?: Partial<RetryPolicy>;
  retention?: Partial<RetentionPolicy>;
  /** Size of each queue's or worker's PostgreSQL pool (its LISTEN connection comes on top). */
  postgresPoolMax?: number;
}

/** Typed on the backend interface only: Redis-only escape hatches are not part of the kit. */
export type KitQueue<D> = Queue<D, unknown, string, D, unknown, string, IQueueBackend, unknown>;
export type KitWorker<D, R> = Worker<D, R, string, IQueueBackend, JobProgress, unknown>;

export interface QueueKit {
  readonly backend: QueueBackendKind;
  /** The producers' ioredis client (owned by the kit) or the PostgreSQL config each BullMQ instance builds its pool from. */
  readonly connection: Redis | PostgresPoolConfig;
  /** A producer with the default job options (retries with backoff, retention). */
  createQueue<D>(name: QueueName): KitQueue<D>;
  createWorker<D, R>(name: QueueName, processor: Processor<D, R>, options?: { concurrency?: number }): KitWorker<D, R>;
  /** Closes the workers (letting their active jobs finish), then the queues, then the connection. */
  close(): Promise<void>;
}

/** The longest a producer's Redis command (an add, a count) may wait for an answer. */
const REDIS_COMMAND_TIMEOUT_MS = 5000;

interface Closable {
  close(): Promise<void>;
}

/**
 * One place that chooses the BullMQ backend, so the same processors and producers run on Redis or PostgreSQL.
 * BullMQ and ioredis are imported here, not at the top: commands that never queue (the rebuild, the other CLIs)
 * would otherwise spend a few hundred milliseconds of CPU loading them at every start.
 */
export async function createQueueKit(options: QueueKitOptions): Promise<QueueKit> {
  const { createPostgresBackend, createRedisBackend, withBackend } = await import('bullmq');
  const defaultJobs = defaultJobOptions({ ...DEFAULT_RETRY, ...options.retry }, { ...DEFAULT_RETENTION, ...options.retention });
  const workers: Closable[] = [];
  const queues: Closable[] = [];
  const closeAll = async () => {
    await Promise.all(workers.map((w) => w.close()));
    await Promise.all(queues.map((q) => q.close()));
  };

  if (options.redisUrl) {
    // Producers fail fast while Redis is away (no offline queue, bounded commands) so that their callers can retry
    // later instead of hanging; workers wait for it (maxRetriesPerRequest: null, so their blocking calls survive
    // reconnects). Workers use copies of `consumers`, which itself never connects (lazyConnect).
    // Queues skip BullMQ's Redis version check: it is an INFO under the producers' command timeout, and a queue whose
    // check timed out (a stalled Redis, or a starved process that read the answer too late) rejected every add until
    // the process restarted. The workers, whose commands wait, still check the version.
    const { Redis } = await import('ioredis');
    const producers = new Redis(options.redisUrl, { enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
    const consumers = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    const { Queue, Worker } = withBackend(createRedisBackend);
    const prefix = options.namespace;
    return {
      backend: 'redis',
      connection: producers,
      createQueue: <D>(name: QueueName) => keep<KitQueue<D>>(queues, new Queue<D>(name, { connection: producers, prefix, skipVersionCheck: true, defaultJobOptions: defaultJobs })),
      createWorker: <D, R>(name: QueueName, processor: Processor<D, R>, o: { concurrency?: number } = {}) =>
        keep<KitWorker<D, R>>(workers, new Worker<D, R>(name, processor, { connection: consumers, prefix, ...o })),
      close: async () => {
        await closeAll();
        // Nothing is pending once the BullMQ instances are closed; quit() would fail or wait while Redis is away.
        producers.disconnect();
        consumers.disconnect();
      },
    };
  }

  if (!options.databaseUrl) throw new Error('createQueueKit needs redisUrl or databaseUrl');
  // migrate: true applies BullMQ's own migrations on first connect, under its advisory lock, so concurrent starts are safe.
  const connection: PostgresPoolConfig = { connectionString: options.databaseUrl, schema: options.namespace, migrate: true, max: options.postgresPoolMax ?? 4 };
  const { Queue, Worker } = withBackend(createPostgresBackend);
  return {
    backend: 'postgres',
    connection,
    createQueue: <D>(name: QueueName) => keep<KitQueue<D>>(queues, new Queue<D>(name, { connection, defaultJobOptions: defaultJobs })),
    createWorker: <D, R>(name: QueueName, processor: Processor<D, R>, o: { concurrency?: number } = {}) =>
      keep<KitWorker<D, R>>(workers, new Worker<D, R>(name, processor, { connection, ...o })),
    close: closeAll,
  };
}

/**
 * Registers an instance for close() and widens it to the backend-neutral type: BullMQ's classes carry the
 * backend as a type parameter, and both backends implement the same IQueueBackend contract at run time.
 */
function keep<T>(list: Closable[], instance: Closable): T {
  list.push(instance);
  return instance as unknown as T;
}
