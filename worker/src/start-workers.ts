import { completeErasure, type ErasurePorts } from '@postula/personal-data';
import { systemClock, type Clock, type EventStore, type Mailer, type QueueKit, type QueueName } from '@postula/platform';
import { isErasureReply } from './erasure/worker-erasure.js';
import type { EmailRenderer } from './emails/email-renderer.js';
import { EmailStream } from './emails/email-stream.js';
import { SendEmailJob } from './emails/send-email.job.js';

export type WorkerLogger = Pick<Console, 'log' | 'warn' | 'error'>;

export interface WorkerDeps {
  queues: QueueKit;
  mailer: Mailer;
  renderer: EmailRenderer;
  /** Where jobs read what to send and record what happened (EmailSent, EmailFailed, ...). */
  store: EventStore;
  clock?: Clock;
  /** Opens the sealed secrets of e-mail jobs (the server's JWT_SECRET). */
  secret: string;
  logger?: WorkerLogger;
  /** Shreds an applicant's data once the reply to their deletion request is sent or failed for good (worker-erasure.ts). */
  erasure?: ErasurePorts;
  /** Overrides a processor's own concurrency, per queue. */
  concurrency?: Partial<Record<QueueName, number>>;
}

export interface RunningWorkers {
  /** Stops taking jobs and waits for the active ones; the caller still owns the kit and the mailer. */
  close(): Promise<void>;
}

/** Starts one BullMQ worker per processor; used by the standalone worker service and by the all-in-one process. */
export async function startWorkers(deps: WorkerDeps): Promise<RunningWorkers> {
  const logger = deps.logger ?? console;
  const { erasure } = deps;
  const afterOutcome = async (message: Parameters<typeof isErasureReply>[0]) => {
    if (erasure && isErasureReply(message)) await completeErasure(erasure, message.applicantId);
  };
  const sendEmail = new SendEmailJob(deps.mailer, deps.renderer, new EmailStream(deps.store), deps.secret, deps.clock ?? systemClock, afterOutcome);
  const workers = [deps.queues.createWorker(SendEmailJob.queue, sendEmail.process, { concurrency: deps.concurrency?.[SendEmailJob.queue] ?? SendEmailJob.concurrency })];

  for (const worker of workers) {
    worker.on('failed', (job, error) => {
      if (!job) return;
      // finishedOn is set only when the job moved to `failed` for good; otherwise it was scheduled for a retry.
      if (job.finishedOn) logger.error(`[worker] ${worker.name}/${job.name} ${job.id} falló tras ${job.attemptsMade} intento(s): ${error.message}`);
      else logger.warn(`[worker] ${worker.name}/${job.name} ${job.id}: falló el intento ${job.attemptsMade}, se reintentará: ${error.message}`);
    });
    worker.on('error', (error) => logger.error(`[worker] ${worker.name}: ${error.message}`));
  }
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  logger.log(`[worker] cola en ${deps.queues.backend}, procesando: ${workers.map((w) => w.name).join(', ')}`);

  return { close: async () => void (await Promise.all(workers.map((w) => w.close()))) };
}
