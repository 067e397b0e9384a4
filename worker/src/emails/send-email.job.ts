import { REMINDER_STAGES, type EmailStage } from '@postula/domain';
import { MailSendError, QueueName, reminderOptOutToken, unseal, type Clock, type KitQueue, type Mailer, type RetryPolicy } from '@postula/platform';
import { UnrecoverableError, type Job } from 'bullmq';
import { emailPriority } from './email-priority.js';
import type { EmailRenderer } from './email-renderer.js';
import type { EmailStream } from './email-stream.js';

/**
 * One message to send: its content is the `EmailQueued` event of stream `email-{trackingId}`, so the queue holds
 * no personal data and no secret. Producers add it with `jobId` = the id of the event that asked for it.
 */
export interface SendEmailJobData {
  trackingId: string;
}

export interface SendEmailJobResult {
  /** null: nothing was sent, because the message had already failed for good (re-send it from the e-mail log). */
  messageId: string | null;
}

export const TRACKING_HEADER = 'X-Postula-Tracking-Id';

/** The messages one can stop (the reminders): only they carry `List-Unsubscribe`, so no header promises to stop the others. */
const UNSUBSCRIBABLE: ReadonlySet<EmailStage> = new Set<EmailStage>(REMINDER_STAGES);

/** Queues the sending of a recorded message; `jobId` is the id of the event that asked for it, so adding it twice is a no-op. */
export const addSendEmailJob = (queue: KitQueue<SendEmailJobData>, { trackingId, jobId, stage }: { trackingId: string; jobId: string; stage: EmailStage }, retry: RetryPolicy) =>
  queue.add(SendEmailJob.name, { trackingId }, { jobId, priority: emailPriority(stage), attempts: retry.attempts, backoff: { type: 'exponential', delay: retry.backoffMs } });

/**
 * Sends one queued e-mail and records the outcome as an event: temporary failures are retried with backoff
 * (EmailDeferred, then EmailFailed after the last try), permanent ones fail the job at once (EmailFailed).
 * A message whose stream already says `sent` or `failed` is not sent again, whatever brought the job back
 * (a replay after the queue forgot the job, a worker killed after recording): a failed message goes out again only
 * as a re-send, a new message. The one window left, a worker killed after the server accepted the message and before
 * `EmailSent` is recorded, sends a second copy with the same Message-ID (derived from the tracking id), which
 * mailboxes take as the same message: SMTP has no way to ask whether a message arrived.
 */
export class SendEmailJob {
  static readonly queue = QueueName.Emails;
  /** SMTP round trips are slow but light: several sends in parallel per worker process. */
  static readonly concurrency = 5;

  constructor(
    private readonly mailer: Mailer,
    private readonly renderer: EmailRenderer,
    private readonly emails: EmailStream,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  readonly process = async (job: Job<SendEmailJobData, SendEmailJobResult>): Promise<SendEmailJobResult> => {
    const { trackingId } = job.data;
    const { state } = await this.emails.load(trackingId);
    if (state.status === 'sent') return { messageId: state.messageId ?? null };
    if (state.status === 'failed') return { messageId: null };
    if (!state.queued) throw new Error(`E-mail ${trackingId} has no EmailQueued event`);
    const { stage, recipient, applicantId, variables, sealed } = state.queued;
    const opened = Object.fromEntries(Object.entries(sealed ?? {}).map(([name, value]) => [name, unseal(value, this.secret)]));
    const attempt = job.attemptsMade + 1;

    let messageId: string;
    try {
      const { subject, html, text } = this.renderer.render(stage, { ...variables, ...opened }, trackingId);
      const unsubscribe = UNSUBSCRIBABLE.has(stage) && applicantId ? this.renderer.listUnsubscribe(reminderOptOutToken(applicantId, this.secret)) : {};
      ({ messageId } = await this.mailer.send({ to: recipient.email, subject, html, text, headers: { [TRACKING_HEADER]: trackingId, ...unsubscribe }, idempotencyKey: trackingId }));
    } catch (error) {
      const permanent = error instanceof MailSendError && error.permanent;
      const lastAttempt = attempt >= (job.opts.attempts ?? 1);
      const reason = error instanceof Error ? error.message : String(error);
      const smtpCode = error instanceof MailSendError ? (error.responseCode ?? null) : null;
      await this.emails.record(trackingId, { type: 'RecordDeliveryFailure', data: { smtpCode, reason, attempt, permanent, lastAttempt, now: this.clock.now() } });
      // A 5xx will not change on a retry (unknown mailbox, rejected content): fail now and keep the server's reason.
      if (permanent) throw new UnrecoverableError(reason);
      throw error; // 4xx or connection trouble: BullMQ retries with exponential backoff
    }
    await this.emails.record(trackingId, { type: 'RecordEmailSent', data: { messageId, attempt, now: this.clock.now() } });
    return { messageId };
  };
}
