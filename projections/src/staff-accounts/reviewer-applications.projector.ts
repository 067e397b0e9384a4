import { AWARD_STATUS_CHANGES } from '@postula/domain';
import { writeInRounds } from '@postula/platform';
import type { Projector, RowChange } from '@postula/platform';

/**
 * The events of the application aggregate (stream `application-{applicantId}`) that move its review status.
 * `at` names the data field with the instant; an event whose data has `reviewer.id` is a review by that staff
 * member. ApplicationDecided takes its status from `data.decision` (approved, approved_out or rejected); AutoRejected
 * carries the acting superadmin as `actor`, not `reviewer`: it moves the status without counting as a review.
 */
const REVIEW_EVENTS: Record<string, { status?: string; at: string }> = {
  ReviewStarted: { status: 'under_review', at: 'startedAt' },
  CorrectionsRequested: { status: 'correction_review', at: 'requestedAt' },
  ApplicationDecided: { at: 'decidedAt' },
  CorrectionsResubmitted: { status: 'correction_applicant', at: 'resubmittedAt' },
  AutoRejected: { status: 'rejected', at: 'rejectedAt' },
  // The award cycle moves the status of a decided application; none of these is a review.
  ...AWARD_STATUS_CHANGES,
};

interface ReviewEventData {
  applicantId: string;
  reviewer?: { id: string };
  decision?: string;
  [field: string]: unknown;
}

const SQL = {
  // Every reviewer's row of the application follows its current status.
  status: `UPDATE read.reviewer_applications a SET status = r.status, revision = r.revision
    FROM jsonb_to_recordset($1::jsonb) AS r(application_id uuid, status text, revision bigint) WHERE a.application_id = r.application_id AND a.revision < r.revision`,
  // Opening for review (ReviewStarted) makes the row; each decision counts as one review.
  review: `INSERT INTO read.reviewer_applications AS a (reviewer_id, application_id, status, first_review_at, last_review_at, total_reviews, revision)
    SELECT r.reviewer_id, r.application_id, r.status, r.at, r.at, r.reviews, r.revision
    FROM jsonb_to_recordset($1::jsonb) AS r(reviewer_id uuid, application_id uuid, status text, at timestamptz, reviews integer, revision bigint)
    ON CONFLICT (reviewer_id, application_id) DO UPDATE
    SET status = EXCLUDED.status, last_review_at = GREATEST(a.last_review_at, EXCLUDED.last_review_at),
        total_reviews = a.total_reviews + EXCLUDED.total_reviews, revision = EXCLUDED.revision
    WHERE a.revision < EXCLUDED.revision`,
};

/** read.reviewer_applications: what each staff member reviewed, for GET reviewers and GET reviewers/applications. */
export const reviewerApplicationsProjector: Projector = {
  name: 'reviewer-applications',
  tables: ['read.reviewer_applications'],
  handles: Object.keys(REVIEW_EVENTS),
  apply: (client, events) =>
    writeInRounds(
      client,
      events,
      (event) => String(event.data.applicantId),
      (event) => {
        const spec = REVIEW_EVENTS[event.type];
        const data = event.data as unknown as ReviewEventData;
        const status = spec.status ?? data.decision;
        if (!status) return [];
        const changes: RowChange[] = [];
        // The reviewer's row first: the status update then marks the other rows with this revision too.
        if (data.reviewer?.id) {
          const at = typeof data[spec.at] === 'string' ? data[spec.at] : event.recordedAt;
          const reviews = event.type === 'ReviewStarted' ? 0 : 1;
          changes.push({ sql: SQL.review, row: { reviewer_id: data.reviewer.id, application_id: data.applicantId, status, at, reviews, revision: event.revision } });
        }
        changes.push({ sql: SQL.status, row: { application_id: data.applicantId, status, revision: event.revision } });
        return changes;
      },
    ),
};
