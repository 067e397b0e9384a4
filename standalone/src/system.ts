import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { closePool, createMailer, createPool, leveledLog, systemClock, type AppConfig, type Clock, type EventStore, type ProjectionLog } from '@postula/platform';
import { startProjections } from '../../projections/src/start-projections.js';
import { startAwardSweep } from '../../worker/src/awards/award-sweep.js';
import { EmailRenderer } from '../../worker/src/emails/email-renderer.js';
import { startReminders } from '../../worker/src/reminders/start-reminders.js';
import { startResultsSweep } from '../../worker/src/results/results-sweep.js';
import { startNotifications } from '../../worker/src/start-notifications.js';
import { scheduleRetentionSweep } from '../../worker/src/retention/retention-sweep.js';
import { workerErasurePorts } from '../../worker/src/erasure/worker-erasure.js';
import { startWorkers } from '../../worker/src/start-workers.js';
import { createApiApp } from '../../api/src/bootstrap.js';
import { ensureFirstSuperadmin } from '../../api/src/staff-accounts/first-superadmin.js';
import { createApiPlatform } from '../../api/src/platform/create-api-platform.js';

export interface RunningSystem {
  url: string;
  app: NestFastifyApplication;
  close(): Promise<void>;
}

const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };

interface Stoppable {
  stop(): Promise<void>;
}

/**
 * api, projections and worker on one database: the embedded mode and the end-to-end tests. The projections run in
 * this process, or (`projectionsProcess`, npm start) in a child process of their own, so that they use the second core
 * instead of competing with requests for this event loop.
 */
export async function startSystem(
  config: AppConfig,
  databaseUrl: string,
  /** `schedulerClock`: the time the worker's scheduled work sees (a test moves it instead of waiting). */
  options: { port?: number; verbose?: boolean; projectionsProcess?: boolean; schedulerClock?: Clock } = {},
): Promise<RunningSystem> {
  const log = options.verbose ? leveledLog(config.logLevel) : quiet;
  const platform = await createApiPlatform(config, databaseUrl);
  const projections = options.projectionsProcess ? startProjectionsProcess(config, databaseUrl, log) : await startProjectionsHere(platform.store, config, databaseUrl, log);
  const mailer = createMailer(config);
  const renderer = new EmailRenderer({ programme: config.programme, portalUrl: config.publicUrl });
  const erasure = workerErasurePorts({ pool: platform.pool, store: platform.store, keys: platform.dataKeys, storage: platform.storage, clock: platform.clock, config });
  const workers = await startWorkers({ queues: platform.queues, mailer, renderer, store: platform.store, secret: config.jwtSecret, logger: log, erasure });
  await startAwardSweep({ queues: platform.queues, pool: platform.pool, store: platform.store, config, clock: platform.clock, log });
  await startResultsSweep({ queues: platform.queues, pool: platform.pool, store: platform.store, config, clock: options.schedulerClock ?? platform.clock, log });
  // The process managers' checkpoint transactions never append (their events go through the store's pool), so they
  // too run on a projections pool and do not hold back the event readers while a job is being queued.
  const notificationsPool = createPool(databaseUrl, { max: 3, name: 'projections' });
  const notifications = startNotifications({ pool: notificationsPool, store: platform.store, queues: platform.queues, mailRetry: config.mailRetry, log });
  const reminders = await startReminders({ queues: platform.queues, pool: notificationsPool, store: platform.store, config, clock: options.schedulerClock, log });
  const { retention } = config;
  await scheduleRetentionSweep({ queues: platform.queues, pool: notificationsPool, store: platform.store, erasure, clock: systemClock, deadline: config.applicationDeadline, periods: retention.periods, everyMs: retention.sweepEveryMs, logger: log });
  const app = await createApiApp(platform, { logLevel: options.verbose ? config.logLevel : false });
  await app.listen(options.port ?? config.port, config.host);
  await ensureFirstSuperadmin(app);
  return {
    app,
    url: await app.getUrl(),
    close: async () => {
      await app.close();
      reminders.stop();
      await notifications.stop();
      await closePool(notificationsPool);
      await workers.close();
      await projections.stop();
      await mailer.close();
      await platform.close();
    },
  };
}

async function startProjectionsHere(store: EventStore, config: AppConfig, databaseUrl: string, log: ProjectionLog): Promise<Stoppable> {
  // The projections' own pool: they do not queue behind requests for connections, and their transactions, on
  // connections named PROJECTION_CONNECTION_NAME, do not hold back the event readers (see the PostgreSQL event store).
  const pool = createPool(databaseUrl, { max: 6, name: 'projections' });
  const runner = await startProjections({ pool, store, programme: config.programme, log });
  return {
    stop: async () => {
      await runner.stop();
      await closePool(pool);
    },
  };
}

/**
 * The projections service (projections/src/main.ts) as a child process, restarted if it dies. It gets this process's
 * Node options (so `--cpu-prof` profiles both) except `--inspect*`, whose port the two would contend for.
 */
function startProjectionsProcess(config: AppConfig, databaseUrl: string, log: ProjectionLog): Stoppable {
  const script = fileURLToPath(new URL('../../projections/src/main.js', import.meta.url));
  const env = { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: config.jwtSecret, DATA_KEY: config.dataKey, VAR_DIR: config.varDir };
  let stopping = false;
  let exited: Promise<void> = Promise.resolve();
  let child: ReturnType<typeof spawn> | undefined;
  const start = () => {
    child = spawn(process.execPath, [...process.execArgv.filter((a) => !a.startsWith('--inspect')), script], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    exited = new Promise((resolve) =>
      child!.once('exit', (code, signal) => {
        resolve();
        if (stopping) return;
        log.error(`Las proyecciones terminaron (${signal ?? code}); se reinician en 1 s`);
        setTimeout(() => !stopping && start(), 1000).unref();
      }),
    );
  };
  start();
  return {
    stop: async () => {
      stopping = true;
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

