import type { Projector } from '@postula/platform';

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
};

interface ReviewEventData {
  applicantId: string;
  reviewer?: { id: string };
  decision?: string;
  [field: string]: unknown;
}

const SQL = {
  // Every reviewer's row of the application follows its current status.
  status: 'UPDATE read.reviewer_applications SET status = $2, revision = $3 WHERE application_id = $1 AND revision < $3',
  // Opening for review (ReviewStarted) makes the row; each decision counts as one review.
  review: `INSERT INTO read.reviewer_applications AS r (reviewer_id, application_id, status, first_review_at, last_review_at, total_reviews, revision)
           VALUES ($1, $2, $3, $4, $4, $5, $6)
           ON CONFLICT (reviewer_id, application_id) DO UPDATE
           SET status = EXCLUDED.status, last_review_at = GREATEST(r.last_review_at, EXCLUDED.last_review_at),
               total_reviews = r.total_reviews + EXCLUDED.total_reviews, revision = EXCLUDED.revision
           WHERE r.revision < EXCLUDED.revision`,
};

/** read.reviewer_applications: what each staff member reviewed, for GET reviewers and GET reviewers/applications. */
export const reviewerApplicationsProjector: Projector = {
  name: 'reviewer-applications',
  tables: ['read.reviewer_applications'],
  handles: Object.keys(REVIEW_EVENTS),
  async apply(client, event) {
    const spec = REVIEW_EVENTS[event.type];
    const data = event.data as unknown as ReviewEventData;
    const status = spec.status ?? data.decision;
    if (!status) return;
    // The reviewer's row first: the status update then marks the other rows with this revision too.
    if (data.reviewer?.id) {
      const at = typeof data[spec.at] === 'string' ? data[spec.at] : event.recordedAt;
      await client.query(SQL.review, [data.reviewer.id, data.applicantId, status, at, event.type === 'ReviewStarted' ? 0 : 1, event.revision]);
    }
    await client.query(SQL.status, [data.applicantId, status, event.revision]);
  },
};
