import type pg from 'pg';
import { APPLICATION_EVENT_TYPES } from '@postula/domain';
import { loadProgramme } from '@postula/platform';
import type { Projector, RecordedEvent } from '@postula/platform';
import { dayIn } from '@postula/validation';
import { counterDeltas, emptyFacts, evolveFacts } from './statistics-facts.js';
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
  facts: 'SELECT facts, revision FROM read.statistics_applicants WHERE applicant_id = $1',
  saveFacts: `INSERT INTO read.statistics_applicants (applicant_id, facts, revision) VALUES ($1, $2::jsonb, $3)
              ON CONFLICT (applicant_id) DO UPDATE SET facts = EXCLUDED.facts, revision = EXCLUDED.revision`,
  count: `INSERT INTO read.statistics_counters (metric, key, count) SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])
          ON CONFLICT (metric, key) DO UPDATE SET count = read.statistics_counters.count + EXCLUDED.count`,
  review: (column: string) => `INSERT INTO read.statistics_reviews_by_day AS r (reviewer_id, day, reviewer_name, reviewer_email, ${column}) VALUES ($1, $2, $3, $4, 1)
          ON CONFLICT (reviewer_id, day) DO UPDATE SET ${column} = r.${column} + 1, reviewer_name = EXCLUDED.reviewer_name, reviewer_email = EXCLUDED.reviewer_email`,
};

// Read on first use, not at import: every tool that lists the projectors imports this module.
let programmeZone: string | undefined;
const timeZone = () => (programmeZone ??= loadProgramme().timezone);
const isApplicantStream = (event: RecordedEvent) => event.streamName.startsWith('applicant-');

/**
 * read.statistics_applicants, read.statistics_counters, read.statistics_reviews_by_day: the dashboard's numbers.
 * Application events apply once (the facts row keeps the stream revision); account events only set flags, so a
 * repeat changes nothing. Automatic rejections move the status counts but are nobody's review.
 */
export const statisticsProjector: Projector = {
  name: 'statistics',
  tables: ['read.statistics_applicants', 'read.statistics_counters', 'read.statistics_reviews_by_day'],
  handles: ['ApplicantRegistered', 'ApplicantLoggedIn', ...APPLICATION_EVENT_TYPES],
  async apply(client, event) {
    const data = event.data as Record<string, unknown>;
    const applicantId = String(data.applicantId);
    const row = (await client.query<{ facts: StatisticsFacts; revision: string }>(SQL.facts, [applicantId])).rows[0];
    const fromApplication = !isApplicantStream(event) && event.type !== 'ApplicantLoggedIn';
    if (fromApplication && row && Number(row.revision) >= event.revision) return;
    const before = row?.facts ?? emptyFacts();
    // The day of the event's own instant (a submission's submittedAt: the demo generator and replays choose it), not when it was stored.
    const instant = typeof data.submittedAt === 'string' ? data.submittedAt : event.recordedAt;
    const after = evolveFacts(before, { type: event.type, data, day: dayIn(instant, timeZone()) });
    await client.query(SQL.saveFacts, [applicantId, JSON.stringify(after), fromApplication ? event.revision : (row?.revision ?? -1)]);
    const deltas = counterDeltas(before, after);
    if (deltas.length) await client.query(SQL.count, [deltas.map((d) => d.metric), deltas.map((d) => d.key), deltas.map((d) => d.delta)]);
    if (fromApplication) await countReview(client, event.type, data, event.recordedAt);
  },
};

async function countReview(client: pg.PoolClient, type: string, data: Record<string, unknown>, recordedAt: string) {
  const spec = REVIEWS[type];
  const reviewer = data.reviewer as { id?: string; full_name?: string; email?: string } | undefined;
  const column = spec?.column(data);
  if (!column || !reviewer?.id) return;
  const at = typeof data[spec.at] === 'string' ? (data[spec.at] as string) : recordedAt;
  await client.query(SQL.review(column), [reviewer.id, dayIn(at, timeZone()), reviewer.full_name ?? '', (reviewer.email ?? '').toLowerCase()]);
}
