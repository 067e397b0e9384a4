import { MailSendError, QueueName, type Mailer } from '@postula/platform';
import { UnrecoverableError, type Job } from 'bullmq';

/** One e-mail, already rendered. Producers add it with `jobId` = the id of the event that asked for it. */
export interface SendEmailJobData {
  to: string;
  subject: string;
  html: string;
  text: string;
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

  constructor(private readonly mailer: Mailer) {}

  readonly process = async (job: Job<SendEmailJobData, SendEmailJobResult>): Promise<SendEmailJobResult> => {
    const { to, subject, html, text, headers } = job.data;
    try {
      return await this.mailer.send({ to, subject, html, text, headers });
    } catch (error) {
      // A 5xx will not change on a retry (unknown mailbox, rejected content): fail now and keep the server's reason.
      if (error instanceof MailSendError && error.permanent) throw new UnrecoverableError(error.message);
      throw error; // 4xx or connection trouble: BullMQ retries with exponential backoff
    }
  };
}
