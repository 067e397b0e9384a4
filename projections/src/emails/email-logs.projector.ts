import { searchKey } from '@postula/catalogs';
import { ERASED_PERSONAL_DATA, type EmailEvent } from '@postula/domain';
import { writeInRounds } from '@postula/platform';
import type { Projector, RecordedEvent, RowChange } from '@postula/platform';
import { erasing, runErasure } from '../personal-data/erasure.js';

type Data<T extends EmailEvent['type']> = Extract<EmailEvent, { type: T }>['data'];

const SQL = {
  queued: `INSERT INTO read.email_logs (tracking_id, stage, status, applicant_id, email, first_name, last_name, queued_at, resend_of, revision,
      first_name_search, last_name_search, email_search)
    SELECT r.tracking_id, r.stage, 'pending', r.applicant_id, r.email, r.first_name, r.last_name, r.queued_at, r.resend_of, r.revision,
      r.first_name_search, r.last_name_search, r.email_search
    FROM jsonb_to_recordset($1::jsonb) AS r(tracking_id text, stage text, applicant_id uuid, email text, first_name text, last_name text, queued_at timestamptz,
      resend_of text, revision bigint, first_name_search text, last_name_search text, email_search text)
    ON CONFLICT (tracking_id) DO NOTHING`,
  sent: `UPDATE read.email_logs l SET status = 'sent', sent_at = r.sent_at, message_id = r.message_id, attempts = r.attempts, failure_code = NULL, failure_reason = NULL,
      revision = r.revision
    FROM jsonb_to_recordset($1::jsonb) AS r(tracking_id text, sent_at timestamptz, message_id text, attempts integer, revision bigint)
    WHERE l.tracking_id = r.tracking_id AND l.revision < r.revision`,
  refused: `UPDATE read.email_logs l SET status = r.status, failure_code = r.failure_code, failure_reason = r.failure_reason, attempts = r.attempts, revision = r.revision
    FROM jsonb_to_recordset($1::jsonb) AS r(tracking_id text, status text, failure_code integer, failure_reason text, attempts integer, revision bigint)
    WHERE l.tracking_id = r.tracking_id AND l.revision < r.revision`,
  opened: `UPDATE read.email_logs l SET opened_at = r.opened_at, revision = r.revision
    FROM jsonb_to_recordset($1::jsonb) AS r(tracking_id text, opened_at timestamptz, revision bigint) WHERE l.tracking_id = r.tracking_id AND l.revision < r.revision`,
};

function change(event: RecordedEvent): RowChange[] {
  switch (event.type) {
    case 'EmailQueued': {
      const d = event.data as unknown as Data<'EmailQueued'>;
      const row = {
        tracking_id: d.trackingId,
        stage: d.stage,
        applicant_id: d.applicantId,
        email: d.recipient.email,
        first_name: d.recipient.firstName,
        last_name: d.recipient.lastName,
        // The list's filters match these keys (migration 0105).
        first_name_search: searchKey(d.recipient.firstName),
        last_name_search: searchKey(d.recipient.lastName),
        email_search: searchKey(d.recipient.email),
        queued_at: d.queuedAt,
        resend_of: d.resendOf,
        revision: event.revision,
      };
      return [{ sql: SQL.queued, row }];
    }
    case 'EmailSent': {
      const d = event.data as unknown as Data<'EmailSent'>;
      return [{ sql: SQL.sent, row: { tracking_id: d.trackingId, sent_at: d.sentAt, message_id: d.messageId, attempts: d.attempt, revision: event.revision } }];
    }
    case 'EmailDeferred':
    case 'EmailFailed': {
      const d = event.data as unknown as Data<'EmailDeferred'>;
      const row = {
        tracking_id: d.trackingId,
        status: event.type === 'EmailFailed' ? 'failed' : 'pending',
        failure_code: d.smtpCode,
        failure_reason: d.reason,
        attempts: d.attempt,
        revision: event.revision,
      };
      return [{ sql: SQL.refused, row }];
    }
    case 'EmailOpened': {
      const d = event.data as unknown as Data<'EmailOpened'>;
      return [{ sql: SQL.opened, row: { tracking_id: d.trackingId, opened_at: d.openedAt, revision: event.revision } }];
    }
    default:
      return [];
  }
}

const ERASED_KEY = searchKey(ERASED_PERSONAL_DATA);
/** The recipient of the erased applicants' messages (every EmailQueued's recipient is personal). */
const ERASE = `UPDATE read.email_logs SET email = $2, first_name = $2, last_name = $2,
    first_name_search = '${ERASED_KEY}', last_name_search = '${ERASED_KEY}', email_search = '${ERASED_KEY}'
  WHERE applicant_id = ANY($1::uuid[])`;

/**
 * read.email_logs: one row per message (stream `email-{trackingId}`). Updates apply only an event newer than
 * the row's revision, so a repeated event is a no-op.
 */
export const emailLogsProjector: Projector = erasing(
  {
    name: 'email-logs',
    tables: ['read.email_logs'],
    // Rows are found by their primary key only; the trigram indexes are for the staff's searches.
    rebuildBuildsIndexesLast: true,
    handles: ['EmailQueued', 'EmailSent', 'EmailDeferred', 'EmailFailed', 'EmailOpened'],
    apply: (client, events) => writeInRounds(client, events, (event) => String(event.data.trackingId), change),
  },
  runErasure(ERASE),
);
