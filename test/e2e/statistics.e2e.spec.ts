import { randomUUID } from 'node:crypto';
import { ROUTES } from '@postula/contract';
import { applicationStream } from '@postula/domain';
import { dayIn } from '@postula/validation';
import { eventReader, registerApplicant } from '../support/accounts.js';
import { readModelsReach } from '../support/read-models.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk, newApplicant, personalDetails, takeExam, VALIDATION } from './applications.fixture.js';
import { client, correctionsRequested, decided, reviewer, reviewStarted, seedReview, staffMember, submittedApplicant } from './statistics.fixture.js';

const EXCLUDED_EMAIL = 'admin-excluido@postula.test';
const DAY_FORMAT = 'La fecha debe tener el formato AAAA-MM-DD';

/**
 * Hand-counted fixture on this file's own database: seven applicants —
 * A registered only; B logged in and took the exam; C saved step 1 (male, born 2000-01-01);
 * D..G sent their application (female, born 2005-03-14), then D under review by R1, E approved by R1,
 * F corrections by R2 then rejected by R2, G approved_out by X (an excluded admin account).
 */
describe('dashboard statistics over HTTP', () => {
  let system: TestSystem;
  const reader = eventReader();
  let superadmin: Awaited<ReturnType<typeof staffMember>>;
  let reviewerToken: string;
  let r1Name: string;
  let submittedDays: string[];

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, STATS_EXCLUDED_REVIEWERS: `Otro@postula.test, ${EXCLUDED_EMAIL.toUpperCase()}` });
    superadmin = await staffMember(system, 'superadmin');
    const r1 = await staffMember(system, 'reviewer');
    reviewerToken = r1.token;
    r1Name = 'Persona reviewer';
    // R1 is a real account: its current name wins over the one the event carried. R2 and X exist only in events.
    const R1 = reviewer(r1.id, 'Nombre anterior', r1.email);
    const R2 = reviewer(randomUUID(), 'Beatriz Revisora', 'beatriz@postula.test');
    const X = reviewer(randomUUID(), 'Admin Excluido', EXCLUDED_EMAIL);

    await registerApplicant(system.url, reader); // A
    expectOk(await takeExam(await newApplicant(system.url, reader))); // B
    const c = await newApplicant(system.url, reader);
    expectOk(await takeExam(c));
    expectOk(await c.send('post', 'application/personal-details', personalDetails({ gender: 'male', date_of_birth: '2000-01-01' })));
    const [d, e, f, g] = [await submittedApplicant(system, reader), await submittedApplicant(system, reader), await submittedApplicant(system, reader), await submittedApplicant(system, reader)];
    await seedReview(reader, d, [reviewStarted(R1, '2025-02-20T14:00:00Z')]);
    await seedReview(reader, e, [reviewStarted(R1, '2025-02-20T15:00:00Z'), decided('approved', R1, '2025-02-20T15:30:00Z')]);
    await seedReview(reader, f, [
      correctionsRequested(R2, '2025-02-19T20:00:00Z'),
      { type: 'CorrectionsResubmitted', data: { motivation: 'Corregido', resubmittedAt: '2025-02-20T20:00:00Z' } },
      // 02:00 UTC on the 22nd is still the 21st in Guayaquil (UTC−5).
      decided('rejected', R2, '2025-02-22T02:00:00Z', 'correction_applicant'),
    ]);
    await readModelsReach(system.url, await seedReview(reader, g, [decided('approved_out', X, '2025-02-20T16:00:00Z', 'submitted')]));
    submittedDays = await Promise.all(
      [d, e, f, g].map(async (a) => {
        const submitted = (await reader.stream(applicationStream(a.id))).find((ev) => ev.type === 'ApplicationSubmitted')!;
        return dayIn(String(submitted.data.submittedAt), 'America/Guayaquil');
      }),
    );
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  it('counts accounts, statuses, completion, demographics and submissions as hand-counted', async () => {
    const res = await client(system, reviewerToken).get('applications/statistics');
    expect(res.status).toBe(200);
    // The contract (the staff panel's types) states every field of the answer: parsing keeps all of it.
    expect(ROUTES.applicationStatistics.response.parse(res.body)).toEqual(res.body);
    const s = res.body.statistics;
    expect(s.accounts_summary).toEqual({
      total_accounts: 7,
      never_logged_in: 1,
      logged_but_not_started: 1,
      with_application: 5,
      percentages: { with_application: 71.4, never_logged_in: 14.3 },
    });
    expect(s.applications_by_status).toEqual([
      { status: 'Iniciada', status_key: 'started', count: 1 },
      { status: 'Enviada', status_key: 'submitted', count: 0 },
      { status: 'En Revisión', status_key: 'under_review', count: 1 },
      { status: 'Correcciones solicitadas', status_key: 'correction_review', count: 0 },
      { status: 'Correcciones listas para revisión', status_key: 'correction_applicant', count: 0 },
      { status: 'Aprobada', status_key: 'approved', count: 1 },
      { status: 'Aprobada sin cupo', status_key: 'approved_out', count: 1 },
      { status: 'Rechazada', status_key: 'rejected', count: 1 },
      { status: 'Beca no aceptada a tiempo', status_key: 'award_expired', count: 0 },
      { status: 'Beca rechazada por el postulante', status_key: 'award_declined', count: 0 },
    ]);
    expect(s.review_summary).toEqual({ total_completed: 4, reviewed: 3, pending: 1, percentages: { reviewed: 75, pending: 25 } });
    expect(s.completion_stats).toEqual({
      diagnostic_exam: 6,
      personal_details: 5,
      address_details: 4,
      academic_details: 4,
      personal_references: 4,
      household_members: 4,
      economic_status: 4,
      documents: 4,
      financial_summary: 4,
      application_info: 4,
    });
    expect(s.demographic_stats.gender_distribution).toEqual([
      { gender: 'Femenino', count: 4 },
      { gender: 'Masculino', count: 1 },
    ]);
    expect(s.demographic_stats.age_groups).toEqual([
      { age_group: '12 años o menos', count: 0 },
      { age_group: '13 a 17 años', count: 0 },
      { age_group: '18 a 24 años', count: 4 },
      { age_group: '25 a 29 años', count: 1 },
      { age_group: '30 a 35 años', count: 0 },
      { age_group: '36 años o más', count: 0 },
    ]);
    const days = [...new Set(submittedDays)].sort();
    expect(s.submissions_by_day.total_submissions).toBe(4);
    expect(s.submissions_by_day.daily_submissions.map((d: { total_submissions: number }) => d.total_submissions).reduce((a: number, b: number) => a + b)).toBe(4);
    expect(s.submissions_by_day.daily_submissions[0]).toMatchObject({ date: days[0], formatted_date: `${days[0].slice(8)}/${days[0].slice(5, 7)}/${days[0].slice(0, 4)}` });
    expect(['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']).toContain(s.submissions_by_day.daily_submissions[0].day_name);
    expect(s.submissions_by_day.average_submissions).toBe(Math.round((4 / s.submissions_by_day.daily_submissions.length) * 100) / 100);
  });

  it('counts decisions and correction requests per reviewer per day, leaving out excluded accounts', async () => {
    const res = await client(system, reviewerToken).get('reviewers/daily-stats?start_date=2025-02-01&end_date=2025-02-28');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date_range: { start_date: '2025-02-01', end_date: '2025-02-28' },
      daily_stats: [
        { date: '2025-02-19', reviewers: [{ reviewer_name: 'Beatriz Revisora', comments: 1 }] },
        { date: '2025-02-20', reviewers: [{ reviewer_name: r1Name, comments: 1 }] },
        { date: '2025-02-21', reviewers: [{ reviewer_name: 'Beatriz Revisora', comments: 1 }] },
      ],
    });
  });

  it('splits approvals and rejections per reviewer per day, within the range asked', async () => {
    const res = await client(system, reviewerToken).get('reviewers/daily-approval-stats?start_date=2025-02-20&end_date=2025-02-21');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date_range: { start_date: '2025-02-20', end_date: '2025-02-21' },
      daily_stats: [
        { date: '2025-02-20', reviewers: [{ reviewer_name: r1Name, approved: 1, rejected: 0, total_reviewed: 1 }] },
        { date: '2025-02-21', reviewers: [{ reviewer_name: 'Beatriz Revisora', approved: 0, rejected: 1, total_reviewed: 1 }] },
      ],
    });
  });

  it('totals each reviewer, most reviews first', async () => {
    const res = await client(system, superadmin.token).get('reviewers/approval-stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      reviewers: [
        { reviewer_name: 'Beatriz Revisora', stats: { approved: 0, rejected: 1, total_reviewed: 2 } },
        { reviewer_name: r1Name, stats: { approved: 1, rejected: 0, total_reviewed: 1 } },
      ],
    });
  });

  it('defaults the range to the dashboard dates, up to tomorrow', async () => {
    const res = await client(system, reviewerToken).get('reviewers/daily-stats');
    expect(res.status).toBe(200);
    expect(res.body.date_range.start_date).toBe('2025-01-01');
    expect(res.body.date_range.end_date > dayIn(new Date().toISOString(), 'America/Guayaquil')).toBe(true);
    expect(res.body.daily_stats).toHaveLength(3);
    expect((await client(system, reviewerToken).get('reviewers/daily-approval-stats')).body.date_range.start_date).toBe('2024-01-01');
  });

  it.each([
    ['start_date=2025-02-30&end_date=2025-03-01', { start_date: [DAY_FORMAT] }],
    ['start_date=ayer', { start_date: [DAY_FORMAT] }],
    ['start_date=2025-03-02&end_date=2025-03-01', { end_date: ['La fecha final debe ser igual o posterior a la fecha inicial'] }],
  ])('refuses bad dates (%s) with 422 in Spanish', async (query, errors) => {
    for (const path of ['reviewers/daily-stats', 'reviewers/daily-approval-stats']) {
      const res = await client(system, reviewerToken).get(`${path}?${query}`);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ status: 'error', message: VALIDATION, errors });
    }
  });

  it('lets staff only read the statistics', async () => {
    const applicant = await newApplicant(system.url, reader);
    for (const path of ['applications/statistics', 'reviewers/daily-stats', 'reviewers/approval-stats', 'reviewers/daily-approval-stats']) {
      expect((await client(system).get(path)).status).toBe(401);
      expect((await client(system, applicant.token).get(path)).status).toBe(403);
      expect((await client(system, superadmin.token).get(path)).status).toBe(200);
    }
  });
});
