import { APPLICATION_EVENT_TYPES } from '@postula/domain';
import type { Reviewer } from '@postula/domain';
import type { Projector, RecordedEvent } from '@postula/platform';
import { dayIn } from '@postula/validation';
import { counterDeltas, emptyFacts, evolveFacts, sameFacts } from './statistics-facts.js';
import type { StatisticsFacts } from './statistics-facts.js';

/** Review events that count for a reviewer: the decision or correction request, its instant field and its column. */
const REVIEWS: Record<string, { at: string; column: (data: Record<string, unknown>) => 'approved' | 'rejected' | 'corrections' | undefined }> = {
  CorrectionsRequested: { at: 'requestedAt', column: () => 'corrections' },
  ApplicationDecided: {
    at: 'decidedAt',
    // approved_out (approved after the places ran out) is the reviewer's approval all the same.
    column: (d) => (d.decision === 'rejected' ? 'rejected' : d.decision === 'approved' || d.decision === 'approved_out' ? 'approved' : undefined),
  },
};

const SQL = {
  facts: 'SELECT applicant_id, facts, revision FROM read.statistics_applicants WHERE applicant_id = ANY($1::uuid[])',
  saveFacts: `INSERT INTO read.statistics_applicants (applicant_id, facts, revision)
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(applicant_id uuid, facts jsonb, revision bigint)
    ON CONFLICT (applicant_id) DO UPDATE SET facts = EXCLUDED.facts, revision = EXCLUDED.revision`,
  count: `INSERT INTO read.statistics_counters (metric, key, count) SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])
    ON CONFLICT (metric, key) DO UPDATE SET count = read.statistics_counters.count + EXCLUDED.count`,
  // A counter back at zero has no row, as a replay in bigger batches (whose deltas net out) leaves it: equal to a rebuild.
  dropZeros: `DELETE FROM read.statistics_counters WHERE count = 0 AND (metric, key) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
  reviews: `INSERT INTO read.statistics_reviews_by_day AS d (reviewer_id, day, reviewer_name, reviewer_email, approved, rejected, corrections)
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS r(reviewer_id uuid, day date, reviewer_name text, reviewer_email text, approved integer, rejected integer, corrections integer)
    ON CONFLICT (reviewer_id, day) DO UPDATE SET approved = d.approved + EXCLUDED.approved, rejected = d.rejected + EXCLUDED.rejected,
      corrections = d.corrections + EXCLUDED.corrections, reviewer_name = EXCLUDED.reviewer_name, reviewer_email = EXCLUDED.reviewer_email`,
};

const isApplicantStream = (event: RecordedEvent) => event.streamName.startsWith('applicant-');

interface ReviewCount {
  reviewer_id: string;
  day: string;
  reviewer_name: string;
  reviewer_email: string;
  approved: number;
  rejected: number;
  corrections: number;
}

/**
 * read.statistics_applicants, read.statistics_counters, read.statistics_reviews_by_day: the dashboard's numbers.
 * Application events apply once (the facts row keeps the revision of the last one that changed them); account events
 * only set flags, so a repeat changes nothing. Automatic rejections move the status counts but are nobody's review.
 * A batch reads the facts of its applicants once, folds its events in memory and writes the facts that changed,
 * counter deltas and reviews in three statements. Days are counted in the programme's time zone.
 */
export const statisticsProjector = (timeZone: string): Projector => ({
  name: 'statistics',
  tables: ['read.statistics_applicants', 'read.statistics_counters', 'read.statistics_reviews_by_day'],
  // Rows are found by their primary keys only.
  rebuildBuildsIndexesLast: true,
  handles: ['ApplicantRegistered', 'ApplicantLoggedIn', ...APPLICATION_EVENT_TYPES],
  async apply(client, events) {
    const ids = [...new Set(events.map((event) => String(event.data.applicantId)))];
    const { rows } = await client.query<{ applicant_id: string; facts: StatisticsFacts; revision: string }>(SQL.facts, [ids]);
    const stored = new Map(rows.map((r) => [r.applicant_id, { facts: r.facts, revision: Number(r.revision) }]));
    const touched = new Map<string, { facts: StatisticsFacts; revision: number }>();
    const reviews = new Map<string, ReviewCount>();
    for (const event of events) {
      const data = event.data as Record<string, unknown>;
      const applicantId = String(data.applicantId);
      const row = touched.get(applicantId) ?? stored.get(applicantId);
      const fromApplication = !isApplicantStream(event) && event.type !== 'ApplicantLoggedIn';
      if (fromApplication && row && row.revision >= event.revision) continue;
      // The day of the event's own instant (a submission's submittedAt: the demo generator and replays choose it), not
      // when it was stored; worked out only for the few events that use it (a time-zone conversion is dear per event).
      const instant = typeof data.submittedAt === 'string' ? data.submittedAt : event.recordedAt;
      const facts = evolveFacts(row?.facts ?? emptyFacts(), { type: event.type, data, get day() { return dayIn(instant, timeZone); } });
      const reviewed = fromApplication && countReview(reviews, event.type, data, event.recordedAt, timeZone);
      // An event that changes no fact (a step saved again with the same gender and birth date) and counts no review
      // writes nothing: the row keeps the revision of the last event that changed it, and such an event applied again
      // still changes nothing. A review moves the revision, so that it is counted once.
      if (row && !reviewed && sameFacts(row.facts, facts)) continue;
      touched.set(applicantId, { facts, revision: fromApplication ? event.revision : (row?.revision ?? -1) });
    }
    // The counters move by the difference between each applicant's facts before and after the whole batch: the same
    // sum as event by event (the steps in between cancel out), worked out once per applicant.
    const deltas = new Map<string, { metric: string; key: string; delta: number }>();
    for (const [applicantId, { facts }] of touched) {
      for (const { metric, key, delta } of counterDeltas(stored.get(applicantId)?.facts ?? emptyFacts(), facts)) {
        const counter = deltas.get(`${metric}\u0000${key}`) ?? { metric, key, delta: 0 };
        counter.delta += delta;
        deltas.set(`${metric}\u0000${key}`, counter);
      }
    }
    if (touched.size) {
      const facts = [...touched].map(([applicant_id, { facts, revision }]) => ({ applicant_id, facts, revision }));
      await client.query(SQL.saveFacts, [JSON.stringify(facts)]);
    }
    const moved = [...deltas.values()].filter((d) => d.delta !== 0);
    if (moved.length) {
      await client.query(SQL.count, [moved.map((d) => d.metric), moved.map((d) => d.key), moved.map((d) => d.delta)]);
      if (moved.some((d) => d.delta < 0)) await client.query(SQL.dropZeros, [moved.map((d) => d.metric), moved.map((d) => d.key)]);
    }
    if (reviews.size) await client.query(SQL.reviews, [JSON.stringify([...reviews.values()])]);
  },
});

/** Counts the event's review, if it is one; returns whether it was. */
function countReview(reviews: Map<string, ReviewCount>, type: string, data: Record<string, unknown>, recordedAt: string, timeZone: string): boolean {
  const spec = REVIEWS[type];
  const reviewer = data.reviewer as Partial<Reviewer> | undefined;
  const column = spec?.column(data);
  if (!column || !reviewer?.id) return false;
  const at = typeof data[spec.at] === 'string' ? (data[spec.at] as string) : recordedAt;
  const day = dayIn(at, timeZone);
  const id = `${reviewer.id} ${day}`;
  const count = reviews.get(id) ?? { reviewer_id: reviewer.id, day, reviewer_name: '', reviewer_email: '', approved: 0, rejected: 0, corrections: 0 };
  // Name and e-mail as the last review carried them.
  count.reviewer_name = reviewer.fullName ?? '';
  count.reviewer_email = (reviewer.email ?? '').toLowerCase();
  count[column] += 1;
  reviews.set(id, count);
  return true;
}
