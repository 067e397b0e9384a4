import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { closePool, createMailer, createPool, loadProgramme, type AppConfig } from '@postula/platform';
import { startProjections } from '../../projections/src/start-projections.js';
import { EmailRenderer } from '../../worker/src/emails/email-renderer.js';
import { startNotifications } from '../../worker/src/start-notifications.js';
import { startWorkers } from '../../worker/src/start-workers.js';
import { createApiApp } from './bootstrap.js';
import { ensureFirstSuperadmin } from './identity/staff-users/first-superadmin.js';
import { createApiPlatform } from './platform/create-api-platform.js';

export interface RunningSystem {
  url: string;
  app: NestFastifyApplication;
  close(): Promise<void>;
}

const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };

/** api, projections and worker in one process, on one database: the embedded mode and the end-to-end tests. */
export async function startSystem(config: AppConfig, databaseUrl: string, options: { port?: number; verbose?: boolean } = {}): Promise<RunningSystem> {
  const log = options.verbose ? console : quiet;
  const platform = await createApiPlatform(config, databaseUrl);
  // The projections' own pool: they do not queue behind requests for connections, and their transactions, on
  // connections named PROJECTION_CONNECTION_NAME, do not hold back the event readers (see the PostgreSQL event store).
  const projectionPool = createPool(databaseUrl, { max: 6, name: 'projections' });
  const projections = await startProjections({ pool: projectionPool, store: platform.store, log });
  const mailer = createMailer(config);
  const renderer = new EmailRenderer({ programme: loadProgramme(), portalUrl: config.publicUrl });
  const workers = await startWorkers({ queues: platform.queues, mailer, renderer, store: platform.store, secret: config.jwtSecret, logger: log });
  const notifications = startNotifications({ pool: platform.pool, store: platform.store, queues: platform.queues, mailRetry: config.mailRetry, log });
  const app = await createApiApp(platform, { logger: options.verbose ?? false });
  await app.listen(options.port ?? config.port, config.host);
  await ensureFirstSuperadmin(app);
  return {
    app,
    url: await app.getUrl(),
    close: async () => {
      await app.close();
      await notifications.stop();
      await workers.close();
      await projections.stop();
      await closePool(projectionPool);
      await mailer.close();
      await platform.close();
    },
  };
}
