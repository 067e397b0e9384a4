import type pg from 'pg';
import { ProjectionRunner, type EventStore, type ProjectionLog, type QueueKit, type RetryPolicy } from '@postula/platform';
import { emailNotificationsProcessManager } from './emails/email-notifications.process-manager.js';

/**
 * The process managers (events → jobs), each with its own checkpoint and one active instance across workers. `pool`
 * holds only their checkpoint transactions (their events are appended through `store`): give it the projections' name.
 */
export function startNotifications(options: { pool: pg.Pool; store: EventStore; queues: QueueKit; mailRetry: RetryPolicy; log?: ProjectionLog }): ProjectionRunner {
  const emails = emailNotificationsProcessManager({ queues: options.queues, store: options.store, retry: options.mailRetry, log: options.log });
  const runner = new ProjectionRunner({ pool: options.pool, store: options.store, log: options.log, projectors: [emails] });
  runner.start();
  return runner;
}
