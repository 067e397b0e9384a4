import { ERASED_PERSONAL_DATA, REMINDER_STAGES, type EmailQueued, type EmailStage } from '@postula/domain';
import { MailSendError, QueueName, reminderOptOutToken, unseal, type Clock, type KitQueue, type Mailer, type RetryPolicy } from '@postula/platform';
import { UnrecoverableError, type Job } from 'bullmq';
import { emailPriority } from './email-priority.js';
import type { EmailRenderer, RenderedEmail } from './email-renderer.js';
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

/** Why a message whose recipient's data was erased is not sent: nothing is rendered for a person who is gone. */
export const RECIPIENT_ERASED_REASON = 'Los datos del destinatario fueron eliminados: el correo no se envía';
/** Why a message that cannot be rendered is not sent, with the renderer's error. */
export const UNRENDERABLE_REASON = 'No se pudo preparar el correo';

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+$/;

/** What happens once a message is sent or has failed for good (a deletion's reply: the shredding that follows it). */
export type AfterOutcome = (message: EmailQueued['data']) => Promise<void>;

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
    private readonly afterOutcome: AfterOutcome = async () => {},
  ) {}

  readonly process = async (job: Job<SendEmailJobData, SendEmailJobResult>): Promise<SendEmailJobResult> => {
    const { trackingId } = job.data;
    const { state } = await this.emails.load(trackingId);
    if (state.queued && (state.status === 'sent' || state.status === 'failed')) await this.afterOutcome(state.queued); // a worker stopped in between
    if (state.status === 'sent') return { messageId: state.messageId ?? null };
    if (state.status === 'failed') return { messageId: null };
    if (!state.queued) throw new Error(`E-mail ${trackingId} has no EmailQueued event`);
    const queued = state.queued;
    const attempt = job.attemptsMade + 1;
    const fail = async (reason: string, smtpCode: number | null, permanent: boolean) => {
      const lastAttempt = attempt >= (job.opts.attempts ?? 1);
      await this.emails.record(trackingId, { type: 'RecordDeliveryFailure', data: { smtpCode, reason, attempt, permanent, lastAttempt, now: this.clock.now() } });
      if (permanent || lastAttempt) await this.afterOutcome(queued);
    };

    // Nothing is rendered for a recipient whose data was erased, and a message that cannot be rendered never will be.
    let rendered: RenderedEmail;
    try {
      rendered = this.render(queued);
    } catch (error) {
      const reason = error instanceof UnsendableEmail ? error.message : `${UNRENDERABLE_REASON}: ${error instanceof Error ? error.message : String(error)}`;
      await fail(reason, null, true);
      throw new UnrecoverableError(reason);
    }
    let messageId: string;
    try {
      const { subject, html, text } = rendered;
      const unsubscribe = UNSUBSCRIBABLE.has(queued.stage) && queued.applicantId ? this.renderer.listUnsubscribe(reminderOptOutToken(queued.applicantId, this.secret)) : {};
      ({ messageId } = await this.mailer.send({ to: queued.recipient.email, subject, html, text, headers: { [TRACKING_HEADER]: trackingId, ...unsubscribe }, idempotencyKey: trackingId }));
    } catch (error) {
      const permanent = error instanceof MailSendError && error.permanent;
      const reason = error instanceof Error ? error.message : String(error);
      await fail(reason, error instanceof MailSendError ? (error.responseCode ?? null) : null, permanent);
      // A 5xx will not change on a retry (unknown mailbox, rejected content): fail now and keep the server's reason.
      if (permanent) throw new UnrecoverableError(reason);
      throw error; // 4xx or connection trouble: BullMQ retries with exponential backoff
    }
    await this.emails.record(trackingId, { type: 'RecordEmailSent', data: { messageId, attempt, now: this.clock.now() } });
    await this.afterOutcome(queued);
    return { messageId };
  };

  private render({ stage, recipient, variables, sealed, trackingId }: EmailQueued['data']): RenderedEmail {
    if (recipient.email === ERASED_PERSONAL_DATA) throw new UnsendableEmail(RECIPIENT_ERASED_REASON);
    if (!EMAIL_ADDRESS.test(recipient.email)) throw new UnsendableEmail(`${UNRENDERABLE_REASON}: la dirección del destinatario no es válida`);
    const opened = Object.fromEntries(Object.entries(sealed ?? {}).map(([name, value]) => [name, unseal(value, this.secret)]));
    return this.renderer.render(stage, { ...variables, ...opened }, trackingId);
  }
}

class UnsendableEmail extends Error {}
