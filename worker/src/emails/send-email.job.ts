import { MailSendError, QueueName, unseal, type Mailer } from '@postula/platform';
import { UnrecoverableError, type Job } from 'bullmq';
import type { EmailRenderer } from './email-renderer.js';
import type { EmailStage } from './email-stage.js';

/**
 * One e-mail to render and send. Producers add it with `jobId` = the id of the event that asked for it.
 * Secrets (a temporary password, a reset token) travel sealed and are opened only here, at send time,
 * so neither the queue nor its retained jobs hold them in clear text.
 */
export interface SendEmailJobData {
  to: string;
  stage: EmailStage;
  variables: Record<string, string | number | boolean | null>;
  sealed?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface SendEmailJobResult {
  messageId: string;
}

/** Sends one queued e-mail: temporary failures are retried with backoff, permanent ones fail the job at once. */
export class SendEmailJob {
  static readonly queue = QueueName.Emails;
  /** SMTP round trips are slow but light: several sends in parallel per worker process. */
  static readonly concurrency = 5;

  constructor(
    private readonly mailer: Mailer,
    private readonly renderer: EmailRenderer,
    private readonly secret: string,
  ) {}

  readonly process = async (job: Job<SendEmailJobData, SendEmailJobResult>): Promise<SendEmailJobResult> => {
    const { to, stage, variables, sealed = {}, headers } = job.data;
    const opened = Object.fromEntries(Object.entries(sealed).map(([name, value]) => [name, unseal(value, this.secret)]));
    const { subject, html, text } = this.renderer.render(stage, { ...variables, ...opened });
    try {
      return await this.mailer.send({ to, subject, html, text, headers });
    } catch (error) {
      // A 5xx will not change on a retry (unknown mailbox, rejected content): fail now and keep the server's reason.
      if (error instanceof MailSendError && error.permanent) throw new UnrecoverableError(error.message);
      throw error; // 4xx or connection trouble: BullMQ retries with exponential backoff
    }
  };
}
