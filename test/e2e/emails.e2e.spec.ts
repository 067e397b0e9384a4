import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { emailStream } from '@postula/domain';
import { createQueueKit, QueueName } from '@postula/platform';
import { uniqueName, mainTestDatabase } from '../support/databases.js';
import { createStaffUser, eventReader, login, registerApplicant } from '../support/accounts.js';
import type { SmtpRefusal } from '../support/smtp-peer.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';

const API = '/backend/api';

/**
 * E-mail delivery end to end, on a database and a queue of its own (so no other suite's process manager or worker
 * takes these messages), with a real SMTP peer that the tests may make refuse a recipient.
 */
describe('notifications', () => {
  // Every end-to-end file has a database of its own (test/support/file-database.ts).
  const db = { url: mainTestDatabase().url };
  let system: TestSystem;
  let events: ReturnType<typeof eventReader>;
  let staffToken: string;
  let superToken: string;
  const refusals = new Map<string, (attemptForRecipient: number) => SmtpRefusal | undefined>();
  const attemptsTo = new Map<string, number>();
  // The programme's own results day (20 days after the deadline), which the submission e-mail announces.
  const env = { QUEUE_NAMESPACE: uniqueName('notif'), MAIL_RETRY_ATTEMPTS: '5', MAIL_RETRY_BACKOFF_MS: '50', RESULTS_PUBLISH_AT: '' };
  const start = () =>
    startTestSystem(env, {
      databaseUrl: db.url,
      refuse: (_attempt, recipient) => {
        const n = (attemptsTo.get(recipient) ?? 0) + 1;
        attemptsTo.set(recipient, n);
        return refusals.get(recipient)?.(n);
      },
    });

  beforeAll(async () => {
    system = await start();
    events = eventReader(db.url);
    const reviewer = await createStaffUser(system.app, 'reviewer');
    const superadmin = await createStaffUser(system.app, 'superadmin');
    staffToken = (await login(system.url, 'user', reviewer.email, reviewer.password)).body.token;
    superToken = (await login(system.url, 'user', superadmin.email, superadmin.password)).body.token;
  });
  afterAll(async () => {
    const kit = await createQueueKit({ redisUrl: process.env.REDIS_URL, databaseUrl: db.url, namespace: env.QUEUE_NAMESPACE });
    await kit.createQueue(QueueName.Emails).obliterate({ force: true }); // nothing left behind in a shared Redis
    await kit.close();
    await system.close();
    await events.close();
  });

  const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : undefined);
  const mailsTo = (address: string) => system.smtp.received.filter((m) => to(m) === address);
  const logs = (query: Record<string, string> = {}) => request(system.url).get(`${API}/email-logs`).query(query).set('Authorization', `Bearer ${staffToken}`);
  /** The log entries of one recipient, once `ready` holds for them. */
  const entriesOf = (email: string, ready: (entries: Record<string, any>[]) => boolean) =>
    eventually(async (): Promise<Record<string, any>[] | undefined> => {
      const res = await logs({ email });
      const entries = (res.body.data ?? []) as Record<string, any>[];
      return ready(entries) ? entries : undefined;
    });

  it('sends the welcome e-mail once and logs it as sent', async () => {
    const a = await registerApplicant(system.url, events, { first_name: 'Lucía', last_name: 'Mendoza' });
    const mail = await eventually(() => mailsTo(a.email)[0]);
    expect(mail.subject).toBe('Tus credenciales de acceso a Becas de Inglés Guayaquil');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain(`Contraseña temporal: ${a.password}`);

    const [entry] = await entriesOf(a.email, (e) => e[0]?.status.code === 'sent');
    expect(entry).toEqual({
      id: entry.tracking_id,
      tracking_id: mail.headers.get('x-postula-tracking-id'),
      applicant: { name: 'Lucía Mendoza', email: a.email },
      stage: { code: 'welcome', name: 'Bienvenida' },
      status: { code: 'sent', name: 'Enviado' },
      dates: { sent: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), opened: null },
      failure_reason: null,
      resend_of: null,
    });
    expect(mail.html).toContain(`http://localhost:3000/backend/api/email/open/${entry.tracking_id}.gif`);
    expect(mailsTo(a.email)).toHaveLength(1);
  });

  it('sends the application stages with their Spanish content, from the documented event data', async () => {
    const applicantId = randomUUID();
    const person = { applicantId, email: `${uniqueName('postulante')}@example.ec`, firstName: 'Andrés', lastName: 'Cedeño' };
    const append = (type: string, data: Record<string, unknown>) => events.store.append(`application-${applicantId}`, [{ type, data: data as never }], 'any');
    await append('ApplicationSubmitted', {
      ...person,
      submission: { motivation: 'Quiero certificar mi inglés', accepts_terms: true, submission_city: 'Guayaquil', submission_date: '2025-02-14' },
      submittedAt: '2025-02-14T21:05:00Z',
    });
    await append('CorrectionsRequested', {
      ...person,
      notes: 'Revise su fecha de nacimiento.',
      flags: { personal_details: { birth_date: true, gender: false }, personal_references: { references: true } },
      correctionDeadline: '2025-03-15T04:59:00Z',
      reviewer: { id: randomUUID(), fullName: 'Rita Revisora', email: 'rita@postula.test' },
      previousStatus: 'submitted',
      requestedAt: '2025-03-01T15:00:00Z',
    });
    for (const decision of ['approved', 'approved_out', 'rejected']) await append('ApplicationDecided', { ...person, decision, decidedAt: '2025-03-08T15:00:00Z' });
    await append('AwardOffered', { ...person, acceptBy: '2025-03-15T15:00:00Z', documents: ['Carta de compromiso'], promoted: false, offeredAt: '2025-03-08T15:00:00Z' });

    const mails = await eventually(() => (mailsTo(person.email).length === 5 ? mailsTo(person.email) : undefined));
    const bySubject = (s: string) => mails.filter((m) => m.subject === s);
    const [submitted] = bySubject('Recibimos tu postulación a Becas de Inglés Guayaquil');
    expect(submitted.text).toContain('Hola, Andrés:');
    // The test system's deadline is 1 January 2099: results 20 days later.
    expect(submitted.text).toContain('Publicaremos los resultados a partir del 21 de enero de 2099');
    const [correction] = bySubject('Corrige tu postulación a Becas de Inglés Guayaquil');
    expect(correction.text).toContain('Revise su fecha de nacimiento.');
    expect(correction.text).toContain('- Datos personales: Fecha de nacimiento\n- Referencias personales');
    expect(correction.text).not.toContain('Género');
    expect(correction.text).toContain('Tienes plazo hasta el 14 de marzo de 2025 a las 23:59');
    // An approval's one e-mail is its offer.
    expect(bySubject('¡Felicitaciones! Tu beca de Becas de Inglés Guayaquil fue aprobada: acéptala antes del 15 de marzo de 2025 a las 10:00')).toHaveLength(1);
    const others = bySubject('Resultado de tu postulación a Becas de Inglés Guayaquil').map((m) => m.text ?? '');
    expect(others.filter((t) => t.includes('quedaste en la lista de espera'))).toHaveLength(1);
    expect(others.filter((t) => t.includes('no fue aprobada en esta convocatoria'))).toHaveLength(1);

    const entries = await entriesOf(person.email, (e) => e.length === 5 && e.every((x) => x.status.code === 'sent'));
    expect(entries.map((e) => e.stage.name).sort()).toEqual(['Correcciones solicitadas', 'Oferta de beca', 'Postulación enviada', 'Resultado de la postulación', 'Resultado de la postulación']);
  });

  it('delivers once after temporary refusals and logs it as sent', async () => {
    const email = `${uniqueName('greylist')}@example.ec`;
    refusals.set(email, (n) => (n <= 2 ? { code: 451, message: '4.7.1 Inténtelo más tarde' } : undefined));
    await registerApplicant(system.url, events, { email });
    const [entry] = await entriesOf(email, (e) => e[0]?.status.code === 'sent');
    expect(entry.failure_reason).toBeNull();
    expect(attemptsTo.get(email)).toBe(3);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('logs a permanent refusal as failed with the SMTP reason, and a superadmin re-sends it as a new entry', async () => {
    const email = `${uniqueName('rebota')}@example.ec`;
    refusals.set(email, () => ({ code: 550, message: '5.1.1 El buzón no existe' }));
    await registerApplicant(system.url, events, { email });
    const [failed] = await entriesOf(email, (e) => e[0]?.status.code === 'failed');
    expect(failed).toMatchObject({ status: { code: 'failed', name: 'Fallido' }, dates: { sent: null }, failure_reason: expect.stringContaining('550 5.1.1 El buzón no existe') });
    expect(attemptsTo.get(email)).toBe(1);
    expect((await logs({ email, send_status: 'failed', has_failure: 'true' })).body.data).toHaveLength(1);

    const resend = (token: string, id: string) => request(system.url).post(`${API}/email-logs/resend`).query({ id }).set('Authorization', `Bearer ${token}`);
    expect((await resend(staffToken, failed.id)).status).toBe(403);
    refusals.delete(email);
    const res = await resend(superToken, failed.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: 'Correo puesto en cola para reenvío', data: { id: expect.any(String), tracking_id: res.body.data.id, resend_of: failed.id } });
    expect(res.body.data.id).not.toBe(failed.id);

    const entries = await entriesOf(email, (e) => e.length === 2 && e.some((x) => x.status.code === 'sent'));
    expect(entries.find((e) => e.id === res.body.data.id)).toMatchObject({ status: { code: 'sent' }, resend_of: failed.id, stage: { code: 'welcome' } });
    expect(entries.find((e) => e.id === failed.id)).toMatchObject({ status: { code: 'failed' } });
    const [mail] = mailsTo(email);
    expect(mail.headers.get('x-postula-tracking-id')).toBe(res.body.data.id);
    expect(mailsTo(email)).toHaveLength(1);

    const again = await resend(superToken, failed.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 'error', message: 'Este correo ya fue reenviado' });
    expect((await resend(superToken, res.body.data.id)).body).toEqual({ status: 'error', message: 'Solo se puede reenviar un correo fallido' });
    expect((await resend(superToken, randomUUID())).status).toBe(404);
    expect((await request(system.url).post(`${API}/email-logs/resend`).set('Authorization', `Bearer ${superToken}`)).status).toBe(422);
  });

  it('records the first open of the tracking image, and nothing for later or unknown ones', async () => {
    const a = await registerApplicant(system.url, events);
    const [entry] = await entriesOf(a.email, (e) => e[0]?.status.code === 'sent');
    const pixel = (file: string) => request(system.url).get(`${API}/email/open/${file}`).buffer(true);

    const first = await pixel(`${entry.tracking_id}.gif`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    expect(first.headers['cache-control']).toContain('no-store');
    expect(first.headers['x-consistency-token']).toBeUndefined();
    expect(Buffer.from(first.body).subarray(0, 6).toString()).toBe('GIF89a');
    const [opened] = await entriesOf(a.email, (e) => e[0]?.dates.opened !== null);

    await pixel(`${entry.tracking_id}.gif`);
    const unknown = randomUUID();
    for (const file of [`${unknown}.gif`, 'no-es-un-id.gif', 'x']) {
      const res = await pixel(file);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.body).toEqual(first.body);
    }
    const history = (await events.stream(emailStream(entry.tracking_id))).map((e) => e.type);
    expect(history.filter((t) => t === 'EmailOpened')).toHaveLength(1);
    expect(await events.stream(emailStream(unknown))).toEqual([]);
    expect((await logs({ email: a.email })).body.data[0].dates.opened).toBe(opened.dates.opened);
    expect((await logs({ email: a.email, is_opened: 'true' })).body.data).toHaveLength(1);
  });

  it('sends nothing twice after a restart that replays every event with an emptied queue', async () => {
    const before = await registerApplicant(system.url, events);
    await entriesOf(before.email, (e) => e[0]?.status.code === 'sent');
    const sentBefore = system.smtp.received.length;
    await system.close();

    // The process manager starts again from the beginning, and the queue has forgotten every job.
    const pool = events.pool;
    await pool.query("DELETE FROM read.projection_checkpoints WHERE name = 'email-notifications'");
    const kit = await createQueueKit({ redisUrl: process.env.REDIS_URL, databaseUrl: db.url, namespace: env.QUEUE_NAMESPACE });
    const queue = kit.createQueue(QueueName.Emails);
    await queue.obliterate({ force: true });

    system = await start();
    const after = await registerApplicant(system.url, events);
    await eventually(() => mailsTo(after.email)[0]);
    // Every replayed job has run once the queue is empty again.
    await eventually(async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((n) => n === 0);
    });
    await kit.close();
    expect(sentBefore).toBeGreaterThan(5);
    expect(system.smtp.received.map(to)).toEqual([after.email]);
  });
});
