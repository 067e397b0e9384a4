import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { testDatabases } from '../../../test/support/databases.js';
import { projectorBed, recorded } from '../projector.fixture.js';
import { loadProgramme } from '@postula/platform';
import { statisticsProjector } from './statistics.projector.js';

const projector = statisticsProjector(loadProgramme(new Date().toISOString()).timezone);

const counters = async (client: pg.PoolClient) =>
  new Map((await client.query<{ metric: string; key: string; count: string }>('SELECT metric, key, count FROM read.statistics_counters')).rows.map((r) => [`${r.metric}/${r.key}`, Number(r.count)]));

describe.each(testDatabases())('statistics projector ($label)', ({ url }) => {
  const bed = projectorBed(url);
  beforeAll(() => bed.migrate());
  afterAll(() => bed.close());

  it('keeps each applicant’s facts, moves the counters by their difference and counts reviews per day; batched as event by event', async () => {
    const [ana, beto] = [randomUUID(), randomUUID()];
    const reviewer = { id: randomUUID(), fullName: 'Rita', email: 'Rita@Example.org' };
    const app = (id: string) => `application-${id}`;
    const events = [
      recorded(`applicant-${ana}`, 0, 'ApplicantRegistered', { applicantId: ana }),
      recorded(`applicant-${beto}`, 0, 'ApplicantRegistered', { applicantId: beto }),
      recorded(`applicant-logins-${ana}`, 0, 'ApplicantLoggedIn', { applicantId: ana }),
      recorded(app(ana), 0, 'PersonalDetailsSaved', { applicantId: ana, details: { gender: 'F', date_of_birth: '2006-01-02' } }),
      recorded(app(ana), 1, 'ApplicationSubmitted', { applicantId: ana, submittedAt: '2025-03-03T15:00:00.000Z' }),
      recorded(app(ana), 2, 'ReviewStarted', { applicantId: ana, reviewer, previousStatus: 'submitted', startedAt: 'x' }),
      recorded(app(ana), 3, 'CorrectionsRequested', { applicantId: ana, reviewer, notes: 'n', flags: {}, previousStatus: 'under_review', requestedAt: '2025-03-04T15:00:00.000Z' }),
      recorded(app(ana), 4, 'ApplicationDecided', { applicantId: ana, reviewer, decision: 'approved', notes: 'n', previousStatus: 'correction_applicant', decidedAt: '2025-03-04T16:00:00.000Z' }),
      // Saved again: the first moves the section last in the stored facts, the second changes nothing (no write, the revision stays).
      recorded(app(ana), 5, 'PersonalDetailsSaved', { applicantId: ana, details: { gender: 'F', date_of_birth: '2006-01-02' } }),
      recorded(app(ana), 6, 'PersonalDetailsSaved', { applicantId: ana, details: { gender: 'F', date_of_birth: '2006-01-02' } }),
    ];
    const result = await bed.projectBothWays(projector, [...events, events[3], events[7]], async (client) => ({
      facts: (await client.query('SELECT applicant_id, facts, revision FROM read.statistics_applicants WHERE applicant_id = ANY($1) ORDER BY revision', [[ana, beto]])).rows,
      reviews: (await client.query('SELECT day, reviewer_name, reviewer_email, approved, rejected, corrections FROM read.statistics_reviews_by_day WHERE reviewer_id = $1', [reviewer.id])).rows,
    }));
    expect(result.facts).toEqual([
      { applicant_id: beto, facts: expect.objectContaining({ registered: true, loggedIn: false, status: 'none' }), revision: '-1' },
      {
        applicant_id: ana,
        facts: expect.objectContaining({ registered: true, loggedIn: true, status: 'approved', gender: 'F', birthDate: '2006-01-02', submittedDay: '2025-03-03' }),
        revision: '5',
      },
    ]);
    expect(result.reviews).toEqual([{ day: expect.any(Date), reviewer_name: 'Rita', reviewer_email: 'rita@example.org', approved: 1, rejected: 0, corrections: 1 }]);

    // The counters are shared by the whole run's database: compare their movement inside the transaction.
    const moved = await bed.project(projector, [], counters).then(async (before) =>
      bed.project(projector, [events], async (client) => {
        const after = await counters(client);
        return Object.fromEntries([...after].filter(([key, count]) => count !== (before.get(key) ?? 0)).map(([key, count]) => [key, count - (before.get(key) ?? 0)]));
      }),
    );
    expect(moved).toEqual({
      'accounts/total': 2,
      'accounts/never_logged_in': 1,
      'accounts/with_application': 1,
      'status/approved': 1,
      'section/personal_details': 1,
      'section/application_info': 1,
      'gender/F': 1,
      'birth_date/2006-01-02': expect.any(Number),
      'submission_day/2025-03-03': 1,
    });
  });
});
