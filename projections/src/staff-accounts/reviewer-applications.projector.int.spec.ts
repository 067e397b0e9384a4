import { randomUUID } from 'node:crypto';
import { testDatabases } from '../../../test/support/databases.js';
import { projectorBed, recorded } from '../projector.fixture.js';
import { reviewerApplicationsProjector } from './reviewer-applications.projector.js';

describe.each(testDatabases())('reviewer-applications projector ($label)', ({ url }) => {
  const bed = projectorBed(url);
  beforeAll(() => bed.migrate());
  afterAll(() => bed.close());

  it('counts each reviewer’s reviews and keeps every row at the application’s current status, ignoring a repeated event', async () => {
    const [ana, beto, app] = [randomUUID(), randomUUID(), randomUUID()];
    const stream = `application-${app}`;
    const events = [
      recorded(stream, 3, 'ReviewStarted', { applicantId: app, reviewer: { id: ana }, startedAt: '2025-02-20T10:00:00.000Z' }),
      recorded(stream, 4, 'CorrectionsRequested', { applicantId: app, reviewer: { id: ana }, notes: 'n', flags: {}, previousStatus: 'under_review', requestedAt: '2025-02-20T11:00:00.000Z' }),
      recorded(stream, 5, 'CorrectionsResubmitted', { applicantId: app, motivation: 'm', resubmittedAt: '2025-02-21T09:00:00.000Z' }),
      recorded(stream, 6, 'ReviewStarted', { applicantId: app, reviewer: { id: beto }, startedAt: '2025-02-22T08:00:00.000Z' }),
      recorded(stream, 7, 'ApplicationDecided', { applicantId: app, reviewer: { id: beto }, decision: 'approved', decidedAt: '2025-02-22T09:00:00.000Z' }),
    ];
    const rows = await bed.projectBothWays(reviewerApplicationsProjector, [...events, events[1], events[4]], async (client) =>
      (
        await client.query(
          'SELECT reviewer_id, status, total_reviews, first_review_at, last_review_at FROM read.reviewer_applications WHERE application_id = $1 ORDER BY first_review_at',
          [app],
        )
      ).rows,
    );
    expect(rows).toEqual([
      { reviewer_id: ana, status: 'approved', total_reviews: 1, first_review_at: new Date('2025-02-20T10:00:00.000Z'), last_review_at: new Date('2025-02-20T11:00:00.000Z') },
      { reviewer_id: beto, status: 'approved', total_reviews: 1, first_review_at: new Date('2025-02-22T08:00:00.000Z'), last_review_at: new Date('2025-02-22T09:00:00.000Z') },
    ]);
  });
});
