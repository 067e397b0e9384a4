import type { ApplicationEvent } from '@postula/domain';
import { writeAll } from '@postula/platform';
import { erasedText, erasing, runErasure } from '../personal-data/erasure.js';
import type { Projector, RecordedEvent, RowChange } from '@postula/platform';

const INSERT = `INSERT INTO read.application_history (id, application_id, change_date, event_type, previous_status, new_status, actor_id, reviewer_name, reviewer_email,
    correction_notes, corrections_requested, revision)
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, application_id uuid, change_date timestamptz, event_type text, previous_status text, new_status text,
    actor_id text, reviewer_name text, reviewer_email text, correction_notes text, corrections_requested jsonb, revision bigint)
  ON CONFLICT (id) DO NOTHING`;

/** The staff's notes to and about the applicant (CorrectionsRequested's and ApplicationDecided's notes are personal). */
const ERASE = `UPDATE read.application_history SET ${erasedText('correction_notes')}
  WHERE application_id = ANY($1::uuid[]) AND event_type IN ('CorrectionsRequested', 'ApplicationDecided')`;

/**
 * read.application_history: one row per status change (staff-side.md "History entry"), keyed by the event id so a
 * repeated event is a no-op. Staff edits (FieldsEditedByStaff) change no status and stay out.
 */
export const applicationHistoryProjector: Projector = erasing(
  {
    name: 'application-history',
    tables: ['read.application_history'],
    // Rows are found by their primary key only.
    rebuildBuildsIndexesLast: true,
    handles: ['ApplicationSubmitted', 'CorrectionsRequested', 'CorrectionsResubmitted', 'ReviewStarted', 'ApplicationDecided', 'AutoRejected'],
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
        return null;
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
