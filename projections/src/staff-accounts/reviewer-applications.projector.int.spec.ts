import { randomUUID } from 'node:crypto';
import { loadMigrations, projectionsMigrationsDir, runMigrations } from '@postula/platform';
import type { RecordedEvent } from '@postula/platform';
import { testDatabases, testPool } from '../../../test/support/databases.js';
import { reviewerApplicationsProjector } from './reviewer-applications.projector.js';

const recorded = (type: string, revision: number, data: Record<string, unknown>): RecordedEvent =>
  ({ id: randomUUID(), streamName: `application-${String(data.applicantId)}`, revision, position: `0-${revision}`, type, data, metadata: {}, recordedAt: '2025-03-01T00:00:00.000Z' }) as RecordedEvent;

describe.each(testDatabases())('reviewer-applications projector ($label)', ({ url }) => {
  const pool = testPool(url, 2);
  beforeAll(() => runMigrations(pool, loadMigrations(projectionsMigrationsDir())));
  afterAll(() => pool.end());

  it('counts each reviewer’s reviews and keeps every row at the application’s current status, ignoring a repeated event', async () => {
    const [ana, beto, app] = [randomUUID(), randomUUID(), randomUUID()];
    const events = [
      recorded('ReviewStarted', 3, { applicantId: app, reviewer: { id: ana }, startedAt: '2025-02-20T10:00:00.000Z' }),
      recorded('CorrectionsRequested', 4, { applicantId: app, reviewer: { id: ana }, notes: 'n', flags: {}, previous_status: 'under_review', requestedAt: '2025-02-20T11:00:00.000Z' }),
      recorded('CorrectionsResubmitted', 5, { applicantId: app, motivation: 'm', resubmittedAt: '2025-02-21T09:00:00.000Z' }),
      recorded('ReviewStarted', 6, { applicantId: app, reviewer: { id: beto }, startedAt: '2025-02-22T08:00:00.000Z' }),
      recorded('ApplicationDecided', 7, { applicantId: app, reviewer: { id: beto }, decision: 'approved', decidedAt: '2025-02-22T09:00:00.000Z' }),
    ];
    const client = await pool.connect();
    try {
      // Inside a transaction that is rolled back: the run's shared read model stays untouched.
      await client.query('BEGIN');
      await reviewerApplicationsProjector.apply(client, [...events, events[1], events[4]]);
      const { rows } = await client.query(
        'SELECT reviewer_id, status, total_reviews, first_review_at, last_review_at FROM read.reviewer_applications WHERE application_id = $1 ORDER BY first_review_at',
        [app],
      );
      expect(rows).toEqual([
        { reviewer_id: ana, status: 'approved', total_reviews: 1, first_review_at: new Date('2025-02-20T10:00:00.000Z'), last_review_at: new Date('2025-02-20T11:00:00.000Z') },
        { reviewer_id: beto, status: 'approved', total_reviews: 1, first_review_at: new Date('2025-02-22T08:00:00.000Z'), last_review_at: new Date('2025-02-22T09:00:00.000Z') },
      ]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
