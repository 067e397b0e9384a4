import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { emailStream, type EmailEvent, type EmailStage } from '@postula/domain';
import { createQueueKit, QueueName } from '@postula/platform';
import { uniqueName, mainTestDatabase } from '../support/databases.js';
import { createStaffUser, eventReader, login, registerApplicant } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';

const API = '/backend/api';
const VALIDATION = 'Por favor corrija los siguientes errores:';

/** GET email-logs against a known set of messages, on a database of its own so the set is exactly these. */
describe('GET email-logs', () => {
  // Every end-to-end file has a database of its own (test/support/file-database.ts).
  const db = { url: mainTestDatabase().url };
  let system: TestSystem;
  let events: ReturnType<typeof eventReader>;
  let reviewerToken: string;
  let superToken: string;
  let applicantToken: string;
  const namespace = uniqueName('emaillog');
  /** Entry name → tracking id. */
  const ids: Record<string, string> = {};
  let lucia: Awaited<ReturnType<typeof registerApplicant>>;
  let carlos: Awaited<ReturnType<typeof registerApplicant>>;
  const otherEmail = `${uniqueName('rosa')}@example.org`;

  const http = () => request(system.url);
  const logs = (query: Record<string, string> = {}, token = reviewerToken) => http().get(`${API}/email-logs`).query(query).set('Authorization', `Bearer ${token}`);
  const names = async (query: Record<string, string>) => {
    const res = await logs(query);
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return (res.body.data as { id: string }[]).map((e) => byId[e.id]);
  };

  /** One message's history, recorded as the process manager and the worker would. */
  async function seed(name: string, stage: EmailStage, who: { applicantId: string | null; email: string; firstName: string; lastName: string }, queuedAt: string, outcome: 'sent' | 'opened' | 'failed' | 'deferred' | 'pending') {
    const trackingId = randomUUID();
    ids[name] = trackingId;
    const { applicantId, ...recipient } = who;
    const later = (minutes: number) => new Date(Date.parse(queuedAt) + minutes * 60_000).toISOString();
    const history: EmailEvent[] = [
      { type: 'EmailQueued', data: { trackingId, stage, recipient, applicantId, variables: { first_name: who.firstName }, sealed: null, causationEventId: randomUUID(), resendOf: null, queuedAt } },
    ];
    if (outcome === 'sent' || outcome === 'opened') history.push({ type: 'EmailSent', data: { trackingId, messageId: `<${trackingId}@test>`, attempt: 1, sentAt: later(1) } });
    if (outcome === 'opened') history.push({ type: 'EmailOpened', data: { trackingId, openedAt: later(60) } });
    if (outcome === 'failed') history.push({ type: 'EmailFailed', data: { trackingId, smtpCode: 550, reason: '550 5.1.1 El buzón no existe', attempt: 1, final: 'permanent', failedAt: later(1) } });
    if (outcome === 'deferred') history.push({ type: 'EmailDeferred', data: { trackingId, smtpCode: 451, reason: '451 4.7.1 Inténtelo más tarde', attempt: 1, at: later(1) } });
    await events.store.append(emailStream(trackingId), history.map((e) => ({ type: e.type, data: e.data as never })), 'no_stream');
  }

  beforeAll(async () => {
    system = await startTestSystem({ QUEUE_NAMESPACE: namespace }, { databaseUrl: db.url });
    events = eventReader(db.url);
    const reviewer = await createStaffUser(system.app, 'reviewer');
    const superadmin = await createStaffUser(system.app, 'superadmin');
    reviewerToken = (await login(system.url, 'user', reviewer.email, reviewer.password)).body.token;
    superToken = (await login(system.url, 'user', superadmin.email, superadmin.password)).body.token;

    lucia = await registerApplicant(system.url, events, { first_name: 'Lucía', last_name: 'Mendoza' });
    carlos = await registerApplicant(system.url, events, { first_name: 'Carlos', last_name: 'Zambrano' });
    applicantToken = (await login(system.url, 'applicant', lucia.email, lucia.password)).body.token;
    const welcomes = await eventually(async () => {
      const data = (await logs({ stage: 'welcome', send_status: 'sent' })).body.data as { id: string; applicant: { email: string } }[];
      return data.length === 2 ? data : undefined;
    });
    ids.welcomeLucia = welcomes.find((e) => e.applicant.email === lucia.email)!.id;
    ids.welcomeCarlos = welcomes.find((e) => e.applicant.email === carlos.email)!.id;

    const L = { applicantId: lucia.id, email: lucia.email, firstName: 'Lucía', lastName: 'Mendoza' };
    const C = { applicantId: carlos.id, email: carlos.email, firstName: 'Carlos', lastName: 'Zambrano' };
    await seed('submittedLucia', 'application_submitted', L, '2025-02-14T20:00:00Z', 'opened');
    await seed('submittedCarlos', 'application_submitted', C, '2025-02-15T10:00:00Z', 'failed');
    // 23:30 on 28 February in Guayaquil (UTC-5), already 1 March in UTC.
    await seed('correctionLucia', 'correction_requested', L, '2025-03-01T04:30:00Z', 'deferred');
    await seed('decisionCarlos', 'decision', C, '2025-03-08T15:00:00Z', 'sent');
    await seed('decisionOther', 'decision', { applicantId: null, email: otherEmail, firstName: 'Rosa', lastName: 'Vera' }, '2025-03-09T15:00:00Z', 'pending');
    await eventually(async () => (await logs()).body.pagination?.total === 7);
  });
  afterAll(async () => {
    const kit = await createQueueKit({ redisUrl: process.env.REDIS_URL, databaseUrl: db.url, namespace });
    await kit.createQueue(QueueName.Emails).obliterate({ force: true });
    await kit.close();
    await system.close();
    await events.close();
  });

  it('lists every message newest first, 10 a page, with the spec entry shape', async () => {
    const res = await logs();
    expect(res.body.pagination).toEqual({ current_page: 1, total_pages: 1, per_page: 10, total: 7 });
    expect((await names({})).slice(2)).toEqual(['decisionOther', 'decisionCarlos', 'correctionLucia', 'submittedCarlos', 'submittedLucia']);
    expect((await names({})).slice(0, 2).sort()).toEqual(['welcomeCarlos', 'welcomeLucia']);
    const failed = res.body.data.find((e: { id: string }) => e.id === ids.submittedCarlos);
    expect(failed).toEqual({
      id: ids.submittedCarlos,
      tracking_id: ids.submittedCarlos,
      applicant: { name: 'Carlos Zambrano', email: carlos.email },
      stage: { code: 'application_submitted', name: 'Postulación enviada' },
      status: { code: 'failed', name: 'Fallido' },
      dates: { sent: null, opened: null },
      failure_reason: '550 5.1.1 El buzón no existe',
      resend_of: null,
    });
    expect(res.body.data.find((e: { id: string }) => e.id === ids.submittedLucia).dates).toEqual({ sent: '2025-02-14T20:01:00.000Z', opened: '2025-02-14T21:00:00.000Z' });
    expect(res.body.data.find((e: { id: string }) => e.id === ids.correctionLucia).status).toEqual({ code: 'pending', name: 'Pendiente' });
  });

  it('pages', async () => {
    const res = await logs({ page: '2', per_page: '3' });
    expect(res.body.pagination).toEqual({ current_page: 2, total_pages: 3, per_page: 3, total: 7 });
    expect(await names({ page: '2', per_page: '3' })).toEqual(['decisionCarlos', 'correctionLucia', 'submittedCarlos']);
    expect(await names({ page: '4', per_page: '3' })).toEqual([]);
  });

  it.each([
    ['first_name (contains, any case)', { first_name: 'LUC' }, ['correctionLucia', 'submittedLucia', 'welcomeLucia']],
    ['last_name', { last_name: 'zamb' }, ['decisionCarlos', 'submittedCarlos', 'welcomeCarlos']],
    ['email', { email: 'example.org' }, ['decisionOther']],
    ['stage', { stage: 'decision' }, ['decisionCarlos', 'decisionOther']],
    ['send_status=sent', { send_status: 'sent' }, ['decisionCarlos', 'submittedLucia', 'welcomeCarlos', 'welcomeLucia']],
    ['send_status=failed', { send_status: 'failed' }, ['submittedCarlos']],
    ['send_status=pending', { send_status: 'pending' }, ['correctionLucia', 'decisionOther']],
    ['is_opened=true', { is_opened: 'true' }, ['submittedLucia']],
    ['is_opened=false', { is_opened: 'false' }, ['correctionLucia', 'decisionCarlos', 'decisionOther', 'submittedCarlos', 'welcomeCarlos', 'welcomeLucia']],
    ['date range in Ecuador time', { date_from: '2025-03-01', date_to: '2025-03-08' }, ['decisionCarlos']],
    ['date_to alone, inclusive', { date_to: '2025-02-28' }, ['correctionLucia', 'submittedCarlos', 'submittedLucia']],
    ['date_from alone', { date_from: '2025-03-09' }, ['decisionOther', 'welcomeCarlos', 'welcomeLucia']],
    ['has_failure=true', { has_failure: 'true' }, ['correctionLucia', 'submittedCarlos']],
    ['has_failure=false', { has_failure: '0' }, ['decisionCarlos', 'decisionOther', 'submittedLucia', 'welcomeCarlos', 'welcomeLucia']],
    ['combined', { stage: 'application_submitted', send_status: 'sent', last_name: 'mendoza' }, ['submittedLucia']],
    ['blank values are ignored', { first_name: '  ', stage: '' }, ['correctionLucia', 'decisionCarlos', 'decisionOther', 'submittedCarlos', 'submittedLucia', 'welcomeCarlos', 'welcomeLucia']],
    ['LIKE wildcards are plain characters', { first_name: '%' }, []],
  ])('filters by %s', async (_label, query, expected) => {
    expect((await names(query)).sort()).toEqual([...expected].sort());
  });

  it('filters by the applicant identification and by tracking id', async () => {
    expect((await names({ identification: lucia.body.identification as string })).sort()).toEqual(['correctionLucia', 'submittedLucia', 'welcomeLucia']);
    expect(await names({ tracking_id: ids.submittedCarlos })).toEqual(['submittedCarlos']);
    expect(await names({ tracking_id: 'no-existe' })).toEqual([]);
  });

  it('answers invalid filter values with 422 and Spanish messages, never 500', async () => {
    const res = await logs({ page: '0', per_page: 'abc', stage: 'boletin', send_status: 'bounced', is_opened: 'quizas', has_failure: 'si', date_from: '2025-13-01', date_to: '01/03/2025' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 'error',
      message: VALIDATION,
      errors: {
        page: ['La página debe ser un número entero mayor o igual a 1'],
        per_page: ['La cantidad por página debe ser un número entero entre 1 y 100'],
        stage: ['La etapa debe ser una de: welcome, already_registered, identification_taken, password_change, password_reset, application_submitted, correction_requested, decision, award_offer, award_promoted, deadline_reminder, correction_reminder, award_reminder'],
        send_status: ['El estado de envío debe ser uno de: pending, sent, failed'],
        is_opened: ['Debe ser true o false'],
        has_failure: ['Debe ser true o false'],
        date_from: ['La fecha debe tener el formato AAAA-MM-DD'],
        date_to: ['La fecha debe tener el formato AAAA-MM-DD'],
      },
    });
    const reversed = await logs({ date_from: '2025-03-08', date_to: '2025-03-01' });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({ date_to: ['La fecha final debe ser igual o posterior a la fecha inicial'] });
    expect((await logs({ per_page: '101' })).status).toBe(422);
    expect((await logs({ first_name: 'x'.repeat(201) })).status).toBe(422);
  });

  it('is for staff only: applicants get 403, anonymous callers 401', async () => {
    expect((await logs({}, superToken)).status).toBe(200);
    expect((await logs({}, applicantToken)).status).toBe(403);
    expect((await http().get(`${API}/email-logs`)).status).toBe(401);
    expect((await http().post(`${API}/email-logs/resend`).query({ id: ids.submittedCarlos })).status).toBe(401);
    expect((await http().post(`${API}/email-logs/resend`).query({ id: ids.submittedCarlos }).set('Authorization', `Bearer ${applicantToken}`)).status).toBe(403);
  });
});
