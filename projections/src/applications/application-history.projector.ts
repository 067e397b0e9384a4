import type { ApplicationEvent } from '@postula/domain';
import type { Projector } from '@postula/platform';

/**
 * read.application_history: one row per status change (staff-side.md "History entry"), keyed by the event id so a
 * repeated event is a no-op. Staff edits (FieldsEditedByStaff) change no status and stay out.
 */
export const applicationHistoryProjector: Projector = {
  name: 'application-history',
  tables: ['read.application_history'],
  handles: ['ApplicationSubmitted', 'CorrectionsRequested', 'CorrectionsResubmitted', 'ReviewStarted', 'ApplicationDecided', 'AutoRejected'],
  async apply(client, event) {
    const e = { type: event.type, data: event.data } as unknown as ApplicationEvent;
    const row = (() => {
      switch (e.type) {
        case 'ApplicationSubmitted':
          return { at: e.data.submittedAt, previous: 'started', next: 'submitted' };
        case 'CorrectionsRequested':
          return { at: e.data.requestedAt, previous: e.data.previous_status, next: 'correction_review', reviewer: e.data.reviewer, notes: e.data.notes, flags: e.data.flags };
        case 'CorrectionsResubmitted':
          return { at: e.data.resubmittedAt, previous: 'correction_review', next: 'correction_applicant' };
        case 'ReviewStarted':
          return { at: e.data.startedAt, previous: e.data.previous_status, next: 'under_review', reviewer: e.data.reviewer };
        case 'ApplicationDecided':
          return { at: e.data.decidedAt, previous: e.data.previous_status, next: e.data.decision, reviewer: e.data.reviewer, notes: e.data.notes };
        case 'AutoRejected':
          return { at: e.data.rejectedAt, previous: e.data.previous_status, next: 'rejected', reviewer: e.data.actor, notes: e.data.reason };
        default:
          return null;
      }
    })();
    if (!row) return;
    await client.query(
      `INSERT INTO read.application_history (id, application_id, change_date, event_type, previous_status, new_status, actor_id, reviewer_name, reviewer_email, correction_notes, corrections_requested, revision)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12) ON CONFLICT (id) DO NOTHING`,
      [
        event.id,
        e.data.applicantId,
        row.at,
        event.type,
        row.previous,
        row.next,
        event.metadata.actorId ?? null,
        row.reviewer?.full_name ?? null,
        row.reviewer?.email ?? null,
        row.notes ?? null,
        row.flags ? JSON.stringify(row.flags) : null,
        event.revision,
      ],
    );
  },
};
