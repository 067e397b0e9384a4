import { AWARD_DOCUMENT_TYPES, AWARD_EVENT_TYPES, type ApplicationEvent, type Reviewer } from '@postula/domain';
import { writeAll } from '@postula/platform';
import { erasedText, erasing, runErasure } from '../personal-data/erasure.js';
import type { Projector, RecordedEvent, RowChange } from '@postula/platform';

const INSERT = `INSERT INTO read.application_history (id, application_id, change_date, event_type, previous_status, new_status, actor_id, reviewer_name, reviewer_email,
    correction_notes, corrections_requested, revision)
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, application_id uuid, change_date timestamptz, event_type text, previous_status text, new_status text,
    actor_id text, reviewer_name text, reviewer_email text, correction_notes text, corrections_requested jsonb, revision bigint)
  ON CONFLICT (id) DO NOTHING`;

/**
 * The notes to and about the applicant: CorrectionsRequested's and ApplicationDecided's notes, an award's decline or
 * renunciation reason and a document's verification note are personal. A verification without a note shows the
 * document's type, which stays.
 */
const ERASE = `UPDATE read.application_history SET ${erasedText('correction_notes')}
  WHERE application_id = ANY($1::uuid[]) AND (event_type IN ('CorrectionsRequested', 'ApplicationDecided', 'AwardDeclined', 'AwardWithdrawn')
    OR (event_type = 'AwardDocumentVerified' AND correction_notes NOT IN (${AWARD_DOCUMENT_TYPES.map((type) => `'${type}'`).join(', ')})))`;

/**
 * read.application_history: one row per status change (staff-side.md "History entry"), keyed by the event id so a
 * repeated event is a no-op. Staff edits (FieldsEditedByStaff) change no status and stay out; every step of the award
 * cycle is in, those that keep the status (an offer, its acceptance, a document) as approved → approved.
 */
export const applicationHistoryProjector: Projector = erasing(
  {
    name: 'application-history',
    tables: ['read.application_history'],
    // Rows are found by their primary key only.
    rebuildBuildsIndexesLast: true,
    handles: ['ApplicationSubmitted', 'CorrectionsRequested', 'CorrectionsResubmitted', 'ReviewStarted', 'ApplicationDecided', 'AutoRejected', ...AWARD_EVENT_TYPES],
    apply: (client, events) => writeAll(client, events, historyRows),
  },
  runErasure(ERASE),
);

function historyRows(event: RecordedEvent): RowChange[] {
  const e = { type: event.type, data: event.data } as unknown as ApplicationEvent;
  const row = (() => {
    switch (e.type) {
      case 'ApplicationSubmitted':
        return { at: e.data.submittedAt, previous: 'started', next: 'submitted' };
      case 'CorrectionsRequested':
        return { at: e.data.requestedAt, previous: e.data.previousStatus, next: 'correction_review', reviewer: e.data.reviewer, notes: e.data.notes, flags: e.data.flags };
      case 'CorrectionsResubmitted':
        return { at: e.data.resubmittedAt, previous: 'correction_review', next: 'correction_applicant' };
      case 'ReviewStarted':
        return { at: e.data.startedAt, previous: e.data.previousStatus, next: 'under_review', reviewer: e.data.reviewer };
      case 'ApplicationDecided':
        return { at: e.data.decidedAt, previous: e.data.previousStatus, next: e.data.decision, reviewer: e.data.reviewer, notes: e.data.notes };
      case 'AutoRejected':
        return { at: e.data.rejectedAt, previous: e.data.previousStatus, next: 'rejected', reviewer: e.data.actor, notes: e.data.reason };
      default:
        return awardHistoryRow(e);
    }
  })();
  if (!row) return [];
  return [
    {
      sql: INSERT,
      row: {
        id: event.id,
        application_id: e.data.applicantId,
        change_date: row.at,
        event_type: event.type,
        previous_status: row.previous,
        new_status: row.next,
        actor_id: event.metadata.actorId ?? null,
        reviewer_name: row.reviewer?.fullName ?? null,
        reviewer_email: row.reviewer?.email ?? null,
        correction_notes: row.notes ?? null,
        corrections_requested: row.flags ?? null,
        revision: event.revision,
      },
    },
  ];
}

interface HistoryRow {
  at: string;
  previous: string;
  next: string;
  reviewer?: Reviewer;
  notes?: string | null;
  flags?: undefined;
}

/** The award cycle's steps as history rows; `event_type` tells them apart where the status stays. */
function awardHistoryRow(e: ApplicationEvent): HistoryRow | null {
  switch (e.type) {
    case 'AwardOffered':
      return { at: e.data.offeredAt, previous: 'approved', next: 'approved', notes: `Aceptar hasta ${e.data.acceptBy}` };
    case 'PromotedFromWaitingList':
      return { at: e.data.promotedAt, previous: e.data.previousStatus, next: 'approved' };
    case 'AwardAccepted':
      return { at: e.data.acceptedAt, previous: 'approved', next: 'approved' };
    case 'AwardDeclined':
      return { at: e.data.declinedAt, previous: e.data.previousStatus, next: 'award_declined', notes: e.data.reason };
    case 'AwardExpired':
      return { at: e.data.expiredAt, previous: e.data.previousStatus, next: 'award_expired' };
    case 'AwardWithdrawn':
      return { at: e.data.withdrawnAt, previous: e.data.previousStatus, next: 'award_declined', reviewer: e.data.actor, notes: e.data.reason };
    case 'AwardDocumentUploaded':
      return { at: e.data.uploadedAt, previous: 'approved', next: 'approved', notes: e.data.documentType };
    case 'AwardDocumentVerified':
      return { at: e.data.verifiedAt, previous: 'approved', next: 'approved', reviewer: e.data.actor, notes: e.data.note ?? e.data.documentType };
    default:
      return null;
  }
}
