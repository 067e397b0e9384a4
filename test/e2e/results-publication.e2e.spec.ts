import request from 'supertest';
import type { ParsedMail } from 'mailparser';
import { RESULTS_PUBLICATION_STREAM } from '@postula/domain';
import { eventReader, registerApplicant } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { API, ApplicantClient, DEADLINE, expectOk } from './applications.fixture.js';
import { staffClient, staffSees, submittedApplication, type StaffClient } from './review.fixture.js';

const DAY = 86_400_000;

/**
 * The results day: decisions made before it are recorded and shown to staff, while the applicants keep reading
 * 'En revisión' and get no e-mail or offer until the results are published. Here a superadmin publishes early: every
 * decision so far is told at once, each approval's offer counted from the publication, and later decisions are told
 * as they are made. The system's database is this file's own, so the publication is this test's alone.
 */
describe('results published on the results day', () => {
  const reader = eventReader();
  const resultsDay = new Date(Date.now() + 30 * DAY).toISOString();
  let system: TestSystem;
  let reviewer: StaffClient;
  let superadmin: StaffClient;
  let auditor: StaffClient;

  beforeAll(async () => {
    // One place: the second approval goes to the waiting list.
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, PLACES: '1', RESULTS_PUBLISH_AT: resultsDay });
    [reviewer, superadmin, auditor] = await Promise.all([staffClient(system, 'reviewer'), staffClient(system, 'superadmin'), staffClient(system, 'auditor')]);
  }, 60_000);

  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  const mailsTo = (email: string) => system.smtp.received.filter((m: ParsedMail) => !Array.isArray(m.to) && m.to?.value[0].address === email);
  const resultMails = (email: string) => mailsTo(email).filter((m) => /Resultado de tu postulación|fue aprobada/.test(m.subject ?? ''));
  const decide = async (client: ApplicantClient, new_status: 'approved' | 'rejected') => {
    const res = expectOk(await reviewer.post('applications/update-status', { application_id: client.id, new_status, correction_notes: 'Decisión del comité' }));
    client.sees(res.headers['x-consistency-token']);
    return res.body.data.new_status as string;
  };
  const applicantSees = async (client: ApplicantClient) => ({
    status: expectOk(await client.get('application/status')).body,
    award: expectOk(await client.get('application/award')).body.award,
    timeline: expectOk(await client.get('application/timeline')).body.timeline as { status: string }[],
  });

  it('holds every decision until a superadmin publishes, then tells each applicant once, with the offer counted from the publication', async () => {
    const status = expectOk(await request(system.url).get(`${API}/results/status`)).body;
    expect(status).toEqual({ results_day: resultsDay.slice(0, 10), published_at: null });

    const [approved, waiting, rejected] = await Promise.all([1, 2, 3].map(() => submittedApplication(system, reader)));
    expect(await decide(approved, 'approved')).toBe('approved');
    expect(await decide(waiting, 'approved')).toBe('approved_out');
    expect(await decide(rejected, 'rejected')).toBe('rejected');

    // Staff see the decisions as made.
    await staffSees(auditor, approved.id, 'approved');
    await staffSees(auditor, waiting.id, 'approved_out');
    // The applicants still read their application as under review: no result, no offer, no waiting list.
    for (const client of [approved, waiting, rejected]) {
      const seen = await applicantSees(client);
      expect(seen.status).toEqual({ status: 'under_review', status_es: 'En revisión' });
      expect(seen.award).toMatchObject({ status: null, accept_by: null, waiting_position: null });
      expect(JSON.stringify(seen.timeline)).not.toMatch(/approved|rejected/);
    }
    // An e-mail caused after the decisions has gone: the decisions were read and sent nothing.
    const later = await registerApplicant(system.url, reader);
    await eventually(() => mailsTo(later.email).length > 0, 30_000);
    for (const client of [approved, waiting, rejected]) expect(resultMails(client.email)).toEqual([]);
    expect(await reader.stream(RESULTS_PUBLICATION_STREAM)).toEqual([]);

    // Only a superadmin publishes.
    expect((await reviewer.post('results/publish', {})).status).toBe(403);
    const before = Date.now();
    const published = expectOk(await superadmin.post('results/publish', {}));
    expect(published.body).toMatchObject({ released: 3 });
    expect(published.body.message).toBe('Resultados publicados: se notificaron 3 postulaciones.');

    const publishedAt = expectOk(await request(system.url).get(`${API}/results/status`)).body.published_at;
    expect(Date.parse(publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    for (const client of [approved, waiting, rejected]) client.sees(published.headers['x-consistency-token']);
    const offer = await applicantSees(approved);
    expect(offer.status).toEqual({ status: 'approved', status_es: 'Aprobado' });
    expect(offer.award.status).toBe('offered');
    expect(Date.parse(offer.award.offered_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(offer.award.accept_by) - Date.parse(offer.award.offered_at)).toBe(7 * DAY);
    expect((await applicantSees(waiting)).award).toMatchObject({ status: 'waiting', waiting_position: 1 });
    expect((await applicantSees(rejected)).status).toEqual({ status: 'rejected', status_es: 'Rechazado' });

    // One e-mail each: the approval's is its offer.
    const [approval] = await eventually(() => (resultMails(approved.email).length ? resultMails(approved.email) : undefined), 30_000);
    expect(approval.subject).toMatch(/^¡Felicitaciones! Tu beca de .* fue aprobada: acéptala antes del /);
    await eventually(() => resultMails(waiting.email).length === 1 && resultMails(rejected.email).length === 1, 30_000);
    expect(resultMails(waiting.email)[0].text).toContain('quedaste en la lista de espera');
    expect(resultMails(rejected.email)[0].text).toContain('no fue aprobada');

    // Published once: again, nothing more is told.
    expect(expectOk(await superadmin.post('results/publish', {})).body).toMatchObject({ released: 0 });
    expect(await reader.stream(RESULTS_PUBLICATION_STREAM)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(resultMails(approved.email)).toHaveLength(1);
  }, 180_000);

  it('tells a decision made after the publication at once', async () => {
    const late = await submittedApplication(system, reader);
    expect(await decide(late, 'approved')).toBe('approved_out');
    expect((await applicantSees(late)).status).toEqual({ status: 'approved_out', status_es: 'Lista de espera' });
    await eventually(() => resultMails(late.email).length === 1, 30_000);
  }, 120_000);
});
