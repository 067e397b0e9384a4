import { closePool, systemClock, createEventStore, createFileStorage, createMailer, createPool, createQueueKit, leveledLog, loadConfig, loadMigrations, projectionsMigrationsDir, runMigrations } from '@postula/platform';
import { startAwardSweep } from './awards/award-sweep.js';
import { startResultsSweep } from './results/results-sweep.js';
import { PERSONAL_DATA } from '@postula/domain';
import { EmailRenderer } from './emails/email-renderer.js';
import { startReminders } from './reminders/start-reminders.js';
import { startNotifications } from './start-notifications.js';
import { scheduleRetentionSweep } from './retention/retention-sweep.js';
import { startWorkers } from './start-workers.js';
import { workerErasurePorts } from './erasure/worker-erasure.js';

/** The worker as its own service (`docker compose up --scale worker=N`); `npm start` runs it inside the all-in-one process instead. */
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('El worker independiente necesita DATABASE_URL (en modo embebido lo inicia `npm start`).');
  process.exit(1);
}
const pool = createPool(config.databaseUrl, { max: 5, name: 'worker' });
const { store, dataKeys } = await createEventStore(config, pool, PERSONAL_DATA);
await runMigrations(pool, loadMigrations(projectionsMigrationsDir()));
const queues = await createQueueKit({ redisUrl: config.redisUrl, databaseUrl: config.databaseUrl, namespace: config.queueNamespace });
const mailer = createMailer(config);
const renderer = new EmailRenderer({ programme: config.programme, portalUrl: config.publicUrl });
const log = leveledLog(config.logLevel);
const storage = await createFileStorage(config);
const erasure = workerErasurePorts({ pool, store, keys: dataKeys, storage, clock: systemClock, config });
const workers = await startWorkers({ queues, mailer, renderer, store, secret: config.jwtSecret, logger: log, erasure });
await startAwardSweep({ queues, pool, store, config, log });
await startResultsSweep({ queues, pool, store, config, log });
// Checkpoint transactions on a projections pool: they never append, so event readers do not wait for them.
const notificationsPool = createPool(config.databaseUrl, { max: 3, name: 'projections' });
const notifications = startNotifications({ pool: notificationsPool, store, queues, mailRetry: config.mailRetry, log });
const reminders = await startReminders({ queues, pool: notificationsPool, store, config, log });
await scheduleRetentionSweep({ queues, pool: notificationsPool, store, erasure, clock: systemClock, deadline: config.applicationDeadline, periods: config.retention.periods, everyMs: config.retention.sweepEveryMs, logger: log });

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[worker] ${signal}: finishing active jobs`);
  reminders.stop();
  await notifications.stop();
  await closePool(notificationsPool);
  await workers.close();
  await queues.close();
  await mailer.close();
  await store.close();
  await closePool(pool);
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
