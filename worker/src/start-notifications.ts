import type pg from 'pg';
import { ProjectionRunner, QueueName, type EventStore, type ProjectionLog, type QueueKit, type RetryPolicy } from '@postula/platform';
import type { Redis } from 'ioredis';
import { emailNotificationsProcessManager } from './emails/email-notifications.process-manager.js';
import { EmailStream } from './emails/email-stream.js';
import { pendingEmails, requeueLostEmails } from './emails/requeue-lost-emails.js';
import type { SendEmailJobData } from './emails/send-email.job.js';

/** How often pending e-mails are checked for a job the queue lost, besides each time Redis (re)connects. */
const REQUEUE_EVERY_MS = 10 * 60_000;
/**
 * The e-mail process manager waits this long after each batch before reading the next: under a rush of saves it
 * reads the log and moves its checkpoint once for many events instead of every few (inside the API process under
 * npm start), and an e-mail waits that little more.
 */
const EMAIL_BATCH_PAUSE = { events: 1, ms: 200 };

/**
 * The process managers (events → jobs), each with its own checkpoint and one active instance across workers. `pool`
 * holds only their checkpoint transactions (their events are appended through `store`): give it the projections' name.
 * Pending e-mails whose job a restarted Redis lost are queued again (see requeue-lost-emails.ts).
 */
export function startNotifications(options: { pool: pg.Pool; store: EventStore; queues: QueueKit; mailRetry: RetryPolicy; log?: ProjectionLog }): { stop(): Promise<void> } {
  const log = options.log ?? console;
  const queue = options.queues.createQueue<SendEmailJobData>(QueueName.Emails);
  const emails = emailNotificationsProcessManager({ queue, store: options.store, retry: options.mailRetry, log });
  const runner = new ProjectionRunner({ pool: options.pool, store: options.store, log, projectors: [emails], pauseWhenBusy: EMAIL_BATCH_PAUSE });
  runner.start();

  const emailStreams = new EmailStream(options.store);
  let checking: Promise<void> | undefined;
  const check = async () => {
    try {
      const requeued = await requeueLostEmails({ trackingIds: await pendingEmails(options.pool), queue, emails: emailStreams, retry: options.mailRetry });
      if (requeued) log.warn(`[email-notifications] ${requeued} correo(s) pendiente(s) sin trabajo en la cola se encolaron de nuevo`);
    } catch (error) {
      log.error(`[email-notifications] no se revisaron los correos pendientes: ${(error as Error).message}`);
    }
  };
  const requeue = () => void (checking ??= check().finally(() => (checking = undefined)));
  const timer = setInterval(requeue, REQUEUE_EVERY_MS);
  // Redis says 'ready' at its first connection and after each reconnection: a restarted Redis may be empty.
  const producers = options.queues.backend === 'redis' ? (options.queues.connection as Redis) : undefined;
  producers?.on('ready', requeue);
  if (!producers || producers.status === 'ready') requeue();
  return {
    stop: async () => {
      clearInterval(timer);
      producers?.off('ready', requeue);
      await checking;
      await runner.stop();
    },
  };
}
