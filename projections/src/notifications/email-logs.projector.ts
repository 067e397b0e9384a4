import type { EmailEvent } from '@postula/domain';
import type { Projector } from '@postula/platform';

type Data<T extends EmailEvent['type']> = Extract<EmailEvent, { type: T }>['data'];

/**
 * read.email_logs: one row per message (stream `email-{trackingId}`). Updates apply only an event newer than
 * the row's revision, so a repeated event is a no-op.
 */
export const emailLogsProjector: Projector = {
  name: 'email_logs',
  tables: ['read.email_logs'],
  handles: ['EmailQueued', 'EmailSent', 'EmailDeferred', 'EmailFailed', 'EmailOpened'],
  async apply(client, event) {
    switch (event.type) {
      case 'EmailQueued': {
        const d = event.data as unknown as Data<'EmailQueued'>;
        await client.query(
          `INSERT INTO read.email_logs (tracking_id, stage, status, applicant_id, email, first_name, last_name, queued_at, resend_of, revision)
           VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (tracking_id) DO NOTHING`,
          [d.trackingId, d.stage, d.applicantId, d.recipient.email, d.recipient.first_name, d.recipient.last_name, d.queuedAt, d.resendOf, event.revision],
        );
        break;
      }
      case 'EmailSent': {
        const d = event.data as unknown as Data<'EmailSent'>;
        await client.query(
          `UPDATE read.email_logs SET status = 'sent', sent_at = $2, message_id = $3, attempts = $4, failure_code = NULL, failure_reason = NULL, revision = $5
           WHERE tracking_id = $1 AND revision < $5`,
          [d.trackingId, d.sentAt, d.messageId, d.attempt, event.revision],
        );
        break;
      }
      case 'EmailDeferred':
      case 'EmailFailed': {
        const d = event.data as unknown as Data<'EmailDeferred'>;
        await client.query(
          `UPDATE read.email_logs SET status = $2, failure_code = $3, failure_reason = $4, attempts = $5, revision = $6
           WHERE tracking_id = $1 AND revision < $6`,
          [d.trackingId, event.type === 'EmailFailed' ? 'failed' : 'pending', d.smtpCode, d.reason, d.attempt, event.revision],
        );
        break;
      }
      case 'EmailOpened': {
        const d = event.data as unknown as Data<'EmailOpened'>;
        await client.query('UPDATE read.email_logs SET opened_at = $2, revision = $3 WHERE tracking_id = $1 AND revision < $3', [d.trackingId, d.openedAt, event.revision]);
        break;
      }
    }
  },
};
