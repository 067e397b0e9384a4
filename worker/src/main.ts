import { createMailer, createQueueKit, loadConfig } from '@postula/platform';
import { startWorkers } from './start-workers.js';

/** The worker as its own service (`docker compose up --scale worker=N`); `npm start` runs it inside the all-in-one process instead. */
const config = loadConfig();
if (!config.redisUrl && !config.databaseUrl) {
  console.error('El worker independiente necesita REDIS_URL o DATABASE_URL (en modo embebido lo inicia `npm start`).');
  process.exit(1);
}
const queues = createQueueKit({ redisUrl: config.redisUrl, databaseUrl: config.databaseUrl });
const mailer = createMailer(config);
const workers = await startWorkers({ queues, mailer });

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[worker] ${signal}: finishing active jobs`);
  await workers.close();
  await queues.close();
  await mailer.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
