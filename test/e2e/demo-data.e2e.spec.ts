import request from 'supertest';
import { applicantStream, type ApplicationStatus } from '@postula/domain';
import { unseal, type AppConfig } from '@postula/platform';
import { applicationSchemas, type ApplicationRulesContext } from '@postula/validation';
import { createDemoApp, type DemoApp } from '../../api/src/demo/demo-app.js';
import { caughtUp, generateDemoData, type DemoReport } from '../../api/src/demo/demo-generator.js';
import { demoPlans, demoWindow } from '../../api/src/demo/demo-plan.js';
import { DEMO_STAFF } from '../../api/src/demo/demo-staff.js';
import { CONFIG } from '../../api/src/platform/platform.tokens.js';
import { eventReader, login } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';

const API = '/backend/api';
const SEED = 'e2e-demo';
const APPLICANTS = 30;
const STAFF_PASSWORD = 'Demo-e2e-clave';
/** The period closed a week ago, so the reviews have days of their own; few places, so some approvals come out approved_out. */
const DEADLINE = new Date(Date.now() - 7 * 86_400_000).toISOString();
const PLACES = 6;
const STAFF_STATUSES: ApplicationStatus[] = ['started', 'submitted', 'under_review', 'correction_review', 'correction_applicant', 'approved', 'approved_out', 'rejected', 'award_declined', 'award_expired'];

let system: TestSystem;
let demo: DemoApp;
let report: DemoReport;
let token: string;
const reader = eventReader();

const staffGet = (path: string) => request(system.url).get(`${API}/${path}`).set('Authorization', `Bearer ${token}`);

beforeAll(async () => {
  system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, PLACES: String(PLACES) });
  const config = system.app.get<AppConfig>(CONFIG);
  demo = await createDemoApp(config, config.databaseUrl!);
  report = await generateDemoData(demo, { applicants: APPLICANTS, seed: SEED, staffPassword: STAFF_PASSWORD, concurrency: 4 });
  await caughtUp(demo);
  token = (await login(system.url, 'user', DEMO_STAFF[0].email, STAFF_PASSWORD)).body.token;
}, 240_000);

afterAll(async () => {
  await demo?.close();
  await system?.close();
  await reader.close();
});

const withStatus = (status: ApplicationStatus) => report.applicants.filter((a) => a.status === status);

describe('demo data generator', () => {
  it('goes through every command without a refusal and reaches every status, approved_out once the places run out', () => {
    expect(report.failures).toEqual([]);
    expect(report.applicants).toHaveLength(APPLICANTS);
    for (const status of [...STAFF_STATUSES.filter((s) => s !== 'award_expired'), 'none' as const]) expect([status, report.byStatus[status] > 0]).toEqual([status, true]);
    // Offers are answered in time or still open: none expires, and every place is held while some wait.
    expect(report.byStatus.award_expired).toBe(0);
    expect(report.byStatus.approved).toBe(PLACES);
    expect(report.autoRejected).toBeGreaterThan(0);
  });

  it('counts by status as the staff statistics and the filtered list do', async () => {
    const stats = await staffGet('applications/statistics');
    expect(stats.status).toBe(200);
    const byStatus = Object.fromEntries(stats.body.statistics.applications_by_status.map((s: { status_key: string; count: number }) => [s.status_key, s.count]));
    for (const status of STAFF_STATUSES) expect([status, byStatus[status]]).toEqual([status, report.byStatus[status]]);
    expect(stats.body.statistics.accounts_summary.total_accounts).toBe(APPLICANTS);
    for (const status of ['correction_applicant', 'approved_out'] as const) {
      const list = await staffGet(`applications/all?status=${status}&per_page=100`);
      expect(list.body.pagination.total).toBe(report.byStatus[status]);
      expect(list.body.data.map((row: { id: string }) => row.id).sort()).toEqual(withStatus(status).map((a) => a.id).sort());
    }
  });

  it('records reviews by both demo reviewers on chosen days before now', async () => {
    const daily = await staffGet('reviewers/daily-stats');
    const days = daily.body.daily_stats as { date: string; reviewers: { reviewer_name: string }[] }[];
    expect(new Set(days.flatMap((d) => d.reviewers.map((r) => r.reviewer_name)))).toEqual(new Set([DEMO_STAFF[1].full_name, DEMO_STAFF[2].full_name]));
    expect(days.length).toBeGreaterThan(2);
    expect(days.every((d) => d.date <= new Date().toISOString().slice(0, 10))).toBe(true);
  });

  it('gives a submitted application every section, valid by the applicant schemas, and documents that download', async () => {
    const [approved] = withStatus('approved');
    const res = await staffGet(`applications/details?id=${approved.id}`);
    expect(res.status).toBe(200);
    const app = res.body.application;
    expect(app.application_info.status).toBe('approved');
    expect(app.household_members.length).toBeGreaterThan(0);
    expect(app.personal_references.length).toBeGreaterThan(0);
    const context: ApplicationRulesContext = { now: app.submitted_at ?? new Date().toISOString(), deadline: DEADLINE };
    const schemas = applicationSchemas(context);
    for (const section of ['personal_details', 'address_details', 'academic_details', 'economic_status', 'financial_summary'] as const) {
      const parsed = schemas[section].safeParse(app[section]);
      expect([section, parsed.success]).toEqual([section, true]);
    }
    expect(app.documents.length).toBeGreaterThanOrEqual(6);
    for (const document of app.documents as { id: string; file_name: string }[]) {
      const file = await staffGet(`admin/documents/download?document_id=${document.id}`).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(file.status).toBe(200);
      const head = (file.body as Buffer).subarray(0, 4).toString('latin1');
      expect(['%PDF', '\x89PNG', '\xff\xd8\xff\xe0']).toContain(head);
    }
  });

  it('lets a generated applicant log in with the welcome e-mail password and see the corrections asked of them', async () => {
    const [waiting] = withStatus('correction_review');
    const [registered] = await reader.stream(applicantStream(waiting.id));
    const password = unseal(String(registered.data.sealedTemporaryPassword), system.app.get<AppConfig>(CONFIG).jwtSecret);
    const session = await login(system.url, 'applicant', waiting.email, password);
    expect(session.status).toBe(200);
    const corrections = await request(system.url).get(`${API}/application/corrections`).set('Authorization', `Bearer ${session.body.token}`);
    expect(corrections.body).toMatchObject({ has_corrections: true });
    expect(corrections.body.correction_notes).toEqual(expect.any(String));
  });

  it('is followed by the e-mails the worker sends: welcome, submission, corrections, decisions and offers', async () => {
    const to = (email: string) => system.smtp.received.filter((m) => (m.to as { text?: string } | undefined)?.text?.includes(email));
    const [approved] = withStatus('approved');
    const [corrected] = withStatus('correction_review');
    // The worker sends them one after another in event order: the decisions come last.
    await eventually(() => to(approved.email).length >= 3 && to(corrected.email).length >= 3, 150_000);
    expect(to(corrected.email).map((m) => m.subject).join(' | ')).toMatch(/Corrige tu postulación/);
    // Welcome, submission and the approval with its offer's deadline, one e-mail.
    expect(new Set(to(approved.email).map((m) => m.subject)).size).toBe(3);
    expect(to(approved.email).map((m) => m.subject).join(' | ')).toMatch(/fue aprobada: acéptala antes del/);
  }, 180_000);

  it("shows the award cycle in motion in 'Becas': accepted and open offers, none past its deadline, the waiting list moved", async () => {
    const summary = await staffGet('awards/summary');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ places: PLACES, expired: 0, withdrawn: 1, free: 0 });
    expect(summary.body.accepted).toBeGreaterThan(0);
    expect(summary.body.offered).toBeGreaterThan(0);
    expect(summary.body.offered + summary.body.accepted).toBe(PLACES);
    expect(summary.body.waiting).toBe(report.byStatus.approved_out);
    const offers = await staffGet('awards?status=offered&per_page=100');
    expect(offers.body.data.length).toBe(summary.body.offered);
    for (const offer of offers.body.data as { accept_by: string }[]) expect(Date.parse(offer.accept_by)).toBeGreaterThan(Date.now());
    const all = (await staffGet('awards?per_page=100')).body.data as { promoted: boolean; documents_delivered: number }[];
    expect(all.some((a) => a.promoted)).toBe(true);
    expect(all.some((a) => a.documents_delivered > 0)).toBe(true);
  });

  it('shows an approved applicant their open offer or their accepted award', async () => {
    for (const approved of withStatus('approved')) {
      const [registered] = await reader.stream(applicantStream(approved.id));
      const password = unseal(String(registered.data.sealedTemporaryPassword), system.app.get<AppConfig>(CONFIG).jwtSecret);
      const session = await login(system.url, 'applicant', approved.email, password);
      const award = await request(system.url).get(`${API}/application/award`).set('Authorization', `Bearer ${session.body.token}`);
      expect(award.status).toBe(200);
      expect(['offered', 'accepted']).toContain(award.body.award.status);
      if (award.body.award.status === 'offered') expect(Date.parse(award.body.award.accept_by)).toBeGreaterThan(Date.now());
    }
  });

  it('makes the same people from the same seed and other people from another seed', () => {
    const window = demoWindow(Date.now(), DEADLINE);
    const names = (seed: string) => demoPlans(seed, APPLICANTS, window).map((p) => `${p.person.profile.first_name} ${p.person.profile.last_name}`);
    expect(names(SEED)).toEqual(report.applicants.map((a) => a.name));
    expect(names(SEED)).toEqual(names(SEED));
    expect(names('otra-semilla')).not.toEqual(names(SEED));
  });
});
