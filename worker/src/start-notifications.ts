import type pg from 'pg';
import { ProjectionRunner, type EventStore, type ProjectionLog, type QueueKit } from '@postula/platform';
import { emailNotificationsProcessManager } from './emails/email-notifications.process-manager.js';

/** The process managers (events → jobs), each with its own checkpoint and one active instance across workers. */
export function startNotifications(options: { pool: pg.Pool; store: EventStore; queues: QueueKit; log?: ProjectionLog }): ProjectionRunner {
  const runner = new ProjectionRunner({ pool: options.pool, store: options.store, log: options.log, projectors: [emailNotificationsProcessManager(options.queues)] });
  runner.start();
  return runner;
}
