import { emailDecider, emailStream, type EmailResendRequested } from '@postula/domain';
import { appendRecords, systemClock, WrongExpectedRevisionError, type Clock, type EventStore, type KitQueue, type ProjectionLog, type Projector, type RecordedEvent, type RetryPolicy } from '@postula/platform';
import { accountEmails } from './account-emails.js';
import { applicationEmails } from './application-emails.js';
import { dataOf, type EmailFor, type EmailOf } from './email-mapping.js';
import { privacyEmails } from './privacy-emails.js';
import { reminderEmails } from './reminder-emails.js';
import { addSendEmailJob, type SendEmailJobData } from './send-email.job.js';
import { trackingIdFor } from './tracking-id.js';

/** Staff asked to send a failed message again: the same content under the new tracking id the request chose. */
const resend: Record<string, EmailFor> = {
  EmailResendRequested: (event) => {
    const d = dataOf<EmailResendRequested>(event);
    return { ...d.message, trackingId: d.newTrackingId, resendOf: d.trackingId };
  },
};

/** Which events notify someone, and with what. */
export const EMAILS: Record<string, EmailFor> = { ...accountEmails, ...applicationEmails, ...reminderEmails, ...privacyEmails, ...resend };

export interface EmailNotificationsOptions {
  /** The e-mail queue (`QueueName.Emails`), created at start: one created while Redis is away waits for it to connect. */
  queue: KitQueue<SendEmailJobData>;
  store: EventStore;
  /** Retries of a temporary SMTP refusal (config MAIL_RETRY_*). */
  retry: RetryPolicy;
  clock?: Clock;
  log?: ProjectionLog;
}

/**
 * Turns events into e-mails, from its own checkpoint (run by the projection runner, like a read model).
 * For each event it appends `EmailQueued` to `email-{trackingId}` (derived from the event id, expected `no_stream`:
 * a replay finds the stream there and moves on), then enqueues the job with the event id as job id. A crash between
 * the two re-runs both; the job's id and the stream's `sent` state keep the message from going out twice.
 * While the queue is away the add fails fast: the runner rolls the batch back and retries it with backoff from the
 * checkpoint, so an e-mail asked for meanwhile is queued once the queue is back, never skipped.
 */
export function emailNotificationsProcessManager({ queue, store, retry, clock = systemClock, log = console }: EmailNotificationsOptions): Projector {
  const queueEmails = async (event: RecordedEvent) => {
    const messages = [EMAILS[event.type](event)].flat();
    // The first message keeps the event's own key; a second one (the office's copy) gets a key of its own, as stable.
    for (const [index, message] of messages.entries()) await queueEmail(event, message, index === 0 ? event.id : `${event.id}-${index}`);
  };
  const queueEmail = async (event: RecordedEvent, email: EmailOf, key: string) => {
    const { trackingId = trackingIdFor(key), resendOf = null, ...message } = email;
    // An event without its recipient cannot be sent; stalling the process manager on it would block every later e-mail.
    if (!message.recipient.email) return log.error(`[email-notifications] ${event.type} ${event.id} no tiene correo de destino: no se envió nada`);
    const queued = emailDecider.decide({ type: 'QueueEmail', data: { ...message, trackingId, causationEventId: event.id, resendOf, now: clock.now() } }, emailDecider.initialState());
    const metadata = { actorRole: 'system' as const, causationId: event.id, correlationId: event.metadata.correlationId ?? event.id };
    try {
      await appendRecords(store, emailStream(trackingId), queued, { expected: 'no_stream', metadata });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error; // queued before: a replay
    }
    await addSendEmailJob(queue, { trackingId, jobId: key, stage: message.stage }, retry);
  };
  return {
    name: 'email-notifications',
    tables: [],
    handles: Object.keys(EMAILS),
    async apply(_client, events) {
      for (const event of events) await queueEmails(event);
    },
  };
}
