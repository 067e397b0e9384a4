import { CHECKPOINT_SQL, closePool, createEventStore, createPool, createFileStorage, createQueueKit, loadMigrations, projectionsMigrationsDir, QueueName, READ_MODELS, runMigrations, systemClock } from '@postula/platform';
import type { AppConfig, CheckpointRow } from '@postula/platform';
import { PERSONAL_DATA } from '@postula/domain';
import { HealthDegraded } from '../health/health-degraded.js';
import { argon2idPasswordHasher } from '../identity/password-hasher.js';
import { apiMigrationsDir } from './api-migrations.js';
import type { ApiPlatform } from './platform.tokens.js';

const QUEUE_BACKENDS = { redis: 'Redis', postgres: 'PostgreSQL' } as const;

/** Connects the stores the API needs and brings its own (`auth`) and the read models' schemas up to date; `close()` releases them. */
export async function createApiPlatform(config: AppConfig, databaseUrl: string): Promise<ApiPlatform & { close(): Promise<void> }> {
  const pool = createPool(databaseUrl, { max: 20, name: 'api' });
  const { store, dataKeys } = await createEventStore(config, pool, PERSONAL_DATA);
  await runMigrations(pool, loadMigrations(apiMigrationsDir()));
  // The read models belong to the projections, but the API cannot answer a read before their tables exist: whichever
  // service starts first creates them (under the migrations' advisory lock, so once).
  await runMigrations(pool, loadMigrations(projectionsMigrationsDir()));
  const queues = await createQueueKit({ redisUrl: config.redisUrl, databaseUrl, namespace: config.queueNamespace });
  const emails = queues.createQueue(QueueName.Emails);
  const readModels = [...READ_MODELS];
  return {
    config,
    pool,
    store,
    dataKeys,
    clock: systemClock,
    passwordHasher: argon2idPasswordHasher(),
    queues,
    storage: await createFileStorage(config),
    readModels,
    healthChecks: {
      database: async () => void (await pool.query('SELECT 1')),
      eventStore: async () => ({ adapter: store.name, head: (await store.headPosition()) ?? null }),
      queue: async () => {
        try {
          return { backend: queues.backend, emails: await emails.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed') };
        } catch (error) {
          // Requests do not wait on the queue, and e-mails wait in the process manager until it is back: degraded, not down.
          throw new HealthDegraded(`La cola (${QUEUE_BACKENDS[queues.backend]}) no responde: ${(error as Error).message}`, { backend: queues.backend });
        }
      },
      projections: async () => {
        const failing = await pool.query<{ name: string; last_error: string; failing_since: Date }>(CHECKPOINT_SQL.failing, [readModels]);
        if (failing.rows.length) throw new HealthDegraded(`Proyecciones con fallos: ${failing.rows.map((r) => r.name).join(', ')}`, failing.rows);
        const { rows } = await pool.query<CheckpointRow>(CHECKPOINT_SQL.read, [readModels]);
        return Object.fromEntries(rows.map((r) => [r.name, r.position]));
      },
    },
    close: async () => {
      await queues.close();
      await store.close();
      await closePool(pool);
    },
  };
}
