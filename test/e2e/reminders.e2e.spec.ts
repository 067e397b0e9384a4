import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { completionOfAnswers } from '@postula/contract';
import { deadlineRemindersStream, remindersStream, whatIsMissing } from '@postula/domain';
import { createQueueKit, loadConfig, QueueName, type AppConfig } from '@postula/platform';
import { createDemoApp } from '../../api/src/demo/demo-app.js';
import { caughtUp, generateDemoData, type DemoApplicant } from '../../api/src/demo/demo-generator.js';
import { CONFIG } from '../../api/src/platform/platform.tokens.js';
import { sweepReminders } from '../../worker/src/reminders/reminder-sweep.js';
import { mainTestDatabase, uniqueName } from '../support/databases.js';
import { createStaffUser, eventReader, login } from '../support/accounts.js';
import { eventually, startTestSystem, TEST_DATA_KEY, TEST_JWT_SECRET, type TestSystem } from '../support/test-system.js';
import {
  academicDetails,
  addressDetails,
  API,
  completeSteps,
  expectOk,
  files,
  finalSubmission,
  newApplicant,
  personalDetails,
  seedCorrections,
  takeExam,
  type ApplicantClient,
} from './applications.fixture.js';

const HOUR = 3_600_000;
const PUBLIC_URL = 'http://localhost:3000';

/**
 * Reminders end to end, on a database of their own: the deadline 48 h 4 min ahead at start, the worker's scheduled
 * work on a clock the test moves forward (the sweep runs every 200 ms), e-mail to the real SMTP peer.
 */
describe('reminders', () => {
  const db = { url: mainTestDatabase().url };
  const deadline = new Date(Date.now() + 48 * HOUR + 4 * 60_000).toISOString();
  let offset = 0;
  const schedulerClock = { now: () => new Date(Date.now() + offset).toISOString() };
  const env = { APPLICATION_DEADLINE: deadline, REMINDER_SWEEP_INTERVAL_MS: '200', QUEUE_NAMESPACE: uniqueName('rem') };
  const start = () => startTestSystem(env, { databaseUrl: db.url, schedulerClock });
  let systems: TestSystem[] = [];
  /** The first system, once the restart replaced it: its SMTP peer keeps what it received. */
  let stopped: TestSystem[] = [];
  let events: ReturnType<typeof eventReader>;
  const people = {} as Record<'fresh' | 'partial' | 'submitted' | 'corrected', ApplicantClient>;
  /** A few demo applicants too, registered and reviewed over the days before (npm start's data). */
  let demo: DemoApplicant[] = [];
  const unsubmitted = (a: { status: string }) => a.status === 'none' || a.status === 'started';

  beforeAll(async () => {
    systems = [await start()];
    events = eventReader(db.url);
    const url = systems[0].url;
    for (const name of ['fresh', 'partial', 'submitted', 'corrected'] as const) people[name] = await newApplicant(url, events);
    const { partial, submitted, corrected } = people;
    expectOk(await takeExam(partial));
    expectOk(await partial.send('post', 'application/personal-details', personalDetails()));
    expectOk(await partial.send('post', 'application/address-details', addressDetails()));
    expectOk(await partial.send('post', 'application/academic-details', academicDetails()));
    expectOk(await partial.upload('application/documents', { id_card: files.pdf('cedula.pdf') }));
    for (const done of [submitted, corrected]) {
      await completeSteps(done);
      expectOk(await done.send('post', 'application/submit', finalSubmission()));
    }
    await seedCorrections(events, corrected, { personal_details: { birth_date: true } }, 'Revise su fecha de nacimiento.');
    const config = systems[0].app.get<AppConfig>(CONFIG);
    const demoApp = await createDemoApp(config, db.url);
    demo = (await generateDemoData(demoApp, { applicants: 8, seed: 'e2e-reminders', staffPassword: 'Demo-e2e-clave', concurrency: 4 })).applicants;
    await caughtUp(demoApp);
    await demoApp.close();
  }, 90_000);

  afterAll(async () => {
    await Promise.all(systems.map((s) => s.close()));
    // Nothing left behind in a shared Redis.
    const kit = await createQueueKit({ redisUrl: process.env.REDIS_URL, databaseUrl: db.url, namespace: env.QUEUE_NAMESPACE });
    for (const queue of [QueueName.Emails, QueueName.Sweeps]) await kit.createQueue(queue).obliterate({ force: true });
    await kit.close();
    await events.close();
  });

  const received = () => [...stopped, ...systems].flatMap((s) => s.smtp.received);
  const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : undefined);
  const remindersTo = (client: { email: string }, subject: RegExp) => received().filter((m) => to(m) === client.email.toLowerCase() && subject.test(m.subject ?? ''));
  const DEADLINE_SUBJECT = /^Te quedan .* para enviar tu postulación/;
  const reminderEvents = async (client: { id: string }) => (await events.stream(remindersStream(client.id))).filter((e) => e.type === 'ReminderDue');
  /** A few sweeps' worth of time: the sweep runs every 200 ms. */
  const someSweeps = () => new Promise((r) => setTimeout(r, 1500));

  /** The dashboard's 'Lo que falta para enviar tu postulación', from the same API answers the portal reads. */
  async function dashboardList(client: ApplicantClient) {
    const body = async (path: string) => {
      const res = await client.get(path);
      return res.status === 404 ? null : expectOk(res).body;
    };
    const [status, exam, programme] = await Promise.all([body('application/status'), body('diagnostic/status'), request(systems[0].url).get(`${API}/public/programme`)]);
    const saved = {
      personal: await body('application/personal-details'),
      address: await body('application/address-details'),
      academic: await body('application/academic-details'),
      references: (await body('application/personal-references'))?.personal_references ?? [],
      members: (await body('application/household-members'))?.household_members ?? [],
      economic: await body('application/economic-status'),
      documents: (await body('application/documents'))?.documents ?? [],
      financial: await body('application/financial-summary'),
    };
    const items = whatIsMissing({ status: status.status, applicationsOpen: programme.body.applications_open, examDone: exam.has_completed_exam, completion: completionOfAnswers(saved), corrections: null });
    return items.map((i) => (i.to ? `- ${i.text}: ${PUBLIC_URL}/#${i.to}` : `- ${i.text}`));
  }

  it('sends nothing before the 48-hour moment: the 7-day one passed before the schedule existed and is not sent late', async () => {
    await eventually(async () => (await events.stream(deadlineRemindersStream(deadline))).length > 0);
    await someSweeps();
    expect(received().filter((m) => DEADLINE_SUBJECT.test(m.subject ?? ''))).toEqual([]);
  });

  it('at the 48-hour moment reminds each started-but-unsubmitted applicant once, with the dashboard\'s list; a submitted one not at all', async () => {
    offset = 4 * 60_000 + 1000;
    const { fresh, partial, submitted, corrected } = people;
    await eventually(() => remindersTo(fresh, DEADLINE_SUBJECT).length && remindersTo(partial, DEADLINE_SUBJECT).length, 30_000);
    await someSweeps();
    for (const client of [fresh, partial]) {
      const mails = remindersTo(client, DEADLINE_SUBJECT);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Te quedan 48 horas para enviar tu postulación a Becas de Inglés Guayaquil');
      expect(await reminderEvents(client)).toHaveLength(1);
    }
    for (const client of [submitted, corrected]) expect(remindersTo(client, DEADLINE_SUBJECT)).toEqual([]);
    expect(demo.filter(unsubmitted).length).toBeGreaterThan(0);
    await eventually(() => demo.filter(unsubmitted).every((a) => remindersTo(a, DEADLINE_SUBJECT).length), 30_000);
    await someSweeps();
    for (const a of demo) expect([a.status, remindersTo(a, DEADLINE_SUBJECT).length]).toEqual([a.status, unsubmitted(a) ? 1 : 0]);

    const text = remindersTo(partial, DEADLINE_SUBJECT)[0].text ?? '';
    const list = text.slice(text.indexOf('Lo que falta para enviar tu postulación:')).split('\n').slice(1).filter((l) => l.startsWith('- '));
    expect(list).toEqual(await dashboardList(partial));
    expect(list).toContain(`- Paso 4: Referencias personales: ${PUBLIC_URL}/#/formulario/4`);
    expect(list).not.toContain('- Rendir la evaluación diagnóstica: http://localhost:3000/#/evaluacion');
    expect(remindersTo(fresh, DEADLINE_SUBJECT)[0].text).toContain(`- Rendir la evaluación diagnóstica: ${PUBLIC_URL}/#/evaluacion`);
  });

  it('names each required document not uploaded, never just the documents step, whether or not step 3 said if the applicant graduated', async () => {
    const listOf = (client: ApplicantClient) => {
      const text = remindersTo(client, DEADLINE_SUBJECT)[0].text ?? '';
      return text.slice(text.indexOf('Lo que falta para enviar tu postulación:')).split('\n').filter((l) => l.startsWith('- '));
    };
    // Step 3 saved (still at school), the cédula uploaded: the others, by the label step 7 shows, each with its link.
    const partial = listOf(people.partial);
    expect(partial.filter((l) => l.startsWith('- Subir '))).toEqual(
      ['Fotografía tamaño carné', 'Acta de promoción del último año', 'Planilla de servicios básicos', 'Comprobante de computadora o laptop', 'Respaldo económico (rol de pagos o certificado de no afiliación)'].map(
        (label) => `- Subir ${label}: ${PUBLIC_URL}/#/formulario/7`,
      ),
    );
    // Nothing saved, not even the exam: every document, naming both cases where step 3 would decide, without links yet.
    const fresh = listOf(people.fresh);
    expect(fresh).toContain('- Subir Cédula de identidad');
    expect(fresh).toContain('- Subir Acta de grado o Acta de promoción del último año');
    expect(fresh).toContain('- Subir Título de bachiller, si ya te graduaste');
    for (const list of [partial, fresh]) expect(list.some((l) => l.startsWith('- Paso 7'))).toBe(false);
  });

  it("carries the one-click unsubscribe of the mail client (RFC 8058), whose POST stops the reminders; other e-mails carry none", async () => {
    const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
    const [reminder] = remindersTo(people.fresh, DEADLINE_SUBJECT);
    expect(header(reminder, 'list-unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/backend/api/reminders/one-click\\?token=[^>\\s]+>$`));
    expect(header(reminder, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(reminder, 'list-unsubscribe')).not.toContain(people.fresh.id);
    const welcome = received().find((m) => to(m) === people.fresh.email.toLowerCase() && !DEADLINE_SUBJECT.test(m.subject ?? ''))!;
    expect(header(welcome, 'list-unsubscribe')).toBeUndefined();

    // Two demo applicants press their mail client's "unsubscribe": one client posts a form, the other multipart.
    const [byForm, byMultipart] = demo.filter(unsubmitted);
    const oneClick = (a: { email: string }) => new URL(header(remindersTo(a, DEADLINE_SUBJECT)[0], 'list-unsubscribe')!.slice(1, -1));
    const form = await request(systems[0].url).post(oneClick(byForm).pathname + oneClick(byForm).search).type('form').send('List-Unsubscribe=One-Click');
    expect(form.status).toBe(200);
    const multipart = await request(systems[0].url).post(oneClick(byMultipart).pathname + oneClick(byMultipart).search).field('List-Unsubscribe', 'One-Click');
    expect(multipart.status).toBe(200);
    for (const a of [byForm, byMultipart]) expect((await events.stream(remindersStream(a.id))).map((e) => e.type)).toEqual(['ReminderDue', 'RemindersOptedOut']);
    // Opening the address (a scanner, a preview) changes nothing: only the POST does.
    expect((await request(systems[0].url).get(oneClick(people.fresh).pathname + oneClick(people.fresh).search)).status).toBe(404);
    expect((await events.stream(remindersStream(people.fresh.id))).map((e) => e.type)).toEqual(['ReminderDue']);
  });

  it('after a restart with two workers sends nothing more', async () => {
    const before = received().filter((m) => DEADLINE_SUBJECT.test(m.subject ?? '')).length;
    await systems[0].close();
    stopped = systems;
    systems = [await start(), await start()];
    await someSweeps();
    await someSweeps();
    expect(received().filter((m) => DEADLINE_SUBJECT.test(m.subject ?? ''))).toHaveLength(before);
    for (const client of [people.fresh, people.partial, ...demo.filter(unsubmitted)]) expect(await reminderEvents(client)).toHaveLength(1);
  });

  it('stops reminding whoever follows the link, in Spanish; a forged link changes nothing', async () => {
    const link = /No deseo recibir más recordatorios: (\S+)/.exec(remindersTo(people.partial, DEADLINE_SUBJECT)[0].text ?? '')![1];
    expect(link.startsWith(`${PUBLIC_URL}/#/recordatorios/baja?token=`)).toBe(true);
    expect(link).not.toContain(people.partial.id);
    const token = decodeURIComponent(new URL(link.replace('/#/', '/')).searchParams.get('token')!);
    const url = systems[0].url;
    const forged = await request(url).post(`${API}/reminders/opt-out`).send({ token: token.slice(0, -4) + 'AAAA' });
    expect(forged.status).toBe(422);
    expect(forged.body.errors.token[0]).toMatch(/^El enlace para dejar de recibir recordatorios no es válido/);
    for (let i = 0; i < 2; i++) {
      const res = await request(url).post(`${API}/reminders/opt-out`).send({ token });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/^Listo: ya no recibirás recordatorios/);
    }
    expect((await events.stream(remindersStream(people.partial.id))).map((e) => e.type)).toEqual(['ReminderDue', 'RemindersOptedOut']);

    // The 6-hour moment: the one who did not opt out gets it, the other one nothing.
    offset = 42 * HOUR + 4 * 60_000 + 1000;
    await eventually(() => remindersTo(people.fresh, DEADLINE_SUBJECT).length === 2, 30_000);
    expect(remindersTo(people.fresh, DEADLINE_SUBJECT)[1].subject).toBe('Te quedan 6 horas para enviar tu postulación a Becas de Inglés Guayaquil');
    await someSweeps();
    expect(remindersTo(people.partial, DEADLINE_SUBJECT)).toHaveLength(1);
    // And those who unsubscribed from their mail client.
    for (const a of demo.filter(unsubmitted).slice(0, 2)) expect(remindersTo(a, DEADLINE_SUBJECT)).toHaveLength(1);
  });

  it('reminds once of corrections not resubmitted 48 hours after the request, with the flagged fields, whoever races to it', async () => {
    // Two more schedulers at the same instant besides the two workers' ticks: one append wins, the others find its key.
    const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
    const config = loadConfig({ ...env, JWT_SECRET: TEST_JWT_SECRET, DATA_KEY: TEST_DATA_KEY, DATABASE_URL: db.url });
    const ctx = { pool: events.pool, store: events.store, config: config.reminders, deadline, publicUrl: PUBLIC_URL, secret: config.jwtSecret, log: quiet };
    offset = 49 * HOUR;
    const now = new Date(schedulerClock.now());
    const decided = await Promise.all([sweepReminders(ctx, now), sweepReminders(ctx, now)]);
    expect(decided.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const subject = /^Recuerda corregir tu postulación/;
    await eventually(() => remindersTo(people.corrected, subject).length, 30_000);
    await someSweeps();
    const mails = remindersTo(people.corrected, subject);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('- Datos personales: Fecha de nacimiento');
    expect(await reminderEvents(people.corrected)).toHaveLength(1);
    // The deadline has passed: no deadline reminder for anyone any more.
    expect(remindersTo(people.fresh, DEADLINE_SUBJECT)).toHaveLength(2);
  });

  it('reminds an offered scholar once, 24 hours before the offer closes', async () => {
    const staff = await createStaffUser(systems[0].app, 'reviewer');
    const token = (await login(systems[0].url, 'user', staff.email, staff.password)).body.token as string;
    const approved = await request(systems[0].url).post(`${API}/applications/update-status`).set('Authorization', `Bearer ${token}`).send({ application_id: people.submitted.id, new_status: 'approved', correction_notes: 'Cumple' });
    expect(expectOk(approved).body.data.new_status).toBe('approved');
    const scholar = people.submitted.on(systems[0].url);
    const offer = await eventually(async () => {
      const award = (await scholar.get('application/award')).body.award as { status: string | null; accept_by: string } | undefined;
      return award?.status === 'offered' ? award : undefined;
    });
    const subject = /^Recuerda aceptar tu beca de .* antes del /;
    offset = Date.parse(offer.accept_by) - 25 * HOUR - Date.now();
    await someSweeps();
    expect(remindersTo(people.submitted, subject)).toEqual([]);
    offset = Date.parse(offer.accept_by) - 23 * HOUR - Date.now();
    await eventually(() => remindersTo(people.submitted, subject).length, 30_000);
    await someSweeps();
    expect(remindersTo(people.submitted, subject)).toHaveLength(1);
    expect(remindersTo(people.submitted, subject)[0].text).toContain('No deseo recibir más recordatorios: http://localhost:3000/#/recordatorios/baja?token=');
  });

  it('shows the staff the reminders in the e-mail log, by their Spanish names, and in the statistics', async () => {
    const staff = await createStaffUser(systems[0].app, 'reviewer');
    const token = (await login(systems[0].url, 'user', staff.email, staff.password)).body.token as string;
    const get = (path: string, query: Record<string, string> = {}) => request(systems[0].url).get(`${API}/${path}`).query(query).set('Authorization', `Bearer ${token}`);
    // The first reminder of the two applicants, the 6-hour one of `fresh`, and both of each unsubmitted demo applicant
    // but the two who unsubscribed from their mail client after the first.
    const expected = 3 + 2 * demo.filter(unsubmitted).length - 2;
    const logged = await eventually(async () => {
      const res = await get('email-logs', { stage: 'deadline_reminder', per_page: '100' });
      return res.body.data?.length === expected && res.body.data.every((e: { status: { code: string } }) => e.status.code === 'sent') ? res.body.data : undefined;
    });
    expect(new Set(logged.map((e: { stage: unknown }) => JSON.stringify(e.stage)))).toEqual(new Set([JSON.stringify({ code: 'deadline_reminder', name: 'Recordatorio de cierre de postulaciones' })]));
    const statistics = expectOk(await get('applications/statistics')).body.statistics;
    expect(statistics.reminders.map((r: { stage: string; label: string }) => [r.stage, r.label])).toEqual([
      ['deadline_reminder', 'Recordatorio de cierre de postulaciones'],
      ['correction_reminder', 'Recordatorio de correcciones'],
      ['award_reminder', 'Recordatorio de aceptación de la beca'],
    ]);
    expect(statistics.reminders[0]).toMatchObject({ sent: expected, pending: 0, failed: 0 });
    for (const { stage, sent, pending, failed } of statistics.reminders) {
      const total = expectOk(await get('email-logs', { stage })).body.pagination.total;
      expect([stage, sent + pending + failed]).toEqual([stage, total]);
    }
  });
});
