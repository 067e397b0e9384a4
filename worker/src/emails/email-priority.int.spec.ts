import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { createMailer, createQueueKit, loadProgramme, PostgresEventStore, QueueName, seal, type Mailer, type QueueKit, type QueueKitOptions, type RecordedEvent } from '@postula/platform';
import type pg from 'pg';
import { mainTestDatabase, testPool, uniqueName } from '../../../test/support/databases.js';
import { startSmtpPeer, type SmtpPeer } from '../../../test/support/smtp-peer.js';
import { startWorkers, type RunningWorkers } from '../start-workers.js';
import { emailNotificationsProcessManager } from './email-notifications.process-manager.js';
import { EmailRenderer } from './email-renderer.js';

const redisUrl = process.env.REDIS_URL;
const backends: [string, () => QueueKitOptions][] = [['PostgreSQL', () => ({ databaseUrl: mainTestDatabase().url })]];
if (redisUrl) backends.push(['Redis', () => ({ redisUrl })]);
else it.skip('on Redis: REDIS_URL is not set, so this case runs on PostgreSQL only', () => undefined);

const SECRET = 'test-secret-test-secret-test-secret-0123';
const BACKLOG = 120;

function event(type: string, data: Record<string, unknown>): RecordedEvent {
  return { id: randomUUID(), streamName: `test-${randomUUID()}`, revision: 0, position: '0', type, data: data as never, metadata: {}, recordedAt: new Date().toISOString() };
}

const submitted = (i: number) =>
  event('ApplicationSubmitted', { applicantId: randomUUID(), email: `bulk-${i}@example.ec`, firstName: 'Ana', lastName: 'Pérez', submittedAt: new Date().toISOString() });

/** A deadline reminder as the reminders' sweep decides it: thousands come due at the same moment. */
const reminderDue = (i: number) =>
  event('ReminderDue', {
    applicantId: randomUUID(),
    email: `bulk-${i}@example.ec`,
    firstName: 'Ana',
    lastName: 'Pérez',
    stage: 'deadline_reminder',
    key: 'deadline:2099-01-01T05:00:00.000Z:PT48H',
    dueAt: new Date().toISOString(),
    decidedAt: new Date().toISOString(),
    variables: { first_name: 'Ana', deadline: '2099-01-01T05:00:00.000Z', time_left: '48 horas', items: [{ text: 'Paso 9: Finalizar postulación', url: 'http://localhost:3000/#/formulario/9' }], opt_out_url: 'http://localhost:3000/#/recordatorios/baja?token=t' },
  });

const registered = (email: string) =>
  event('ApplicantRegistered', { applicantId: randomUUID(), profile: { email, first_name: 'María', last_name: 'Quispe' }, sealedTemporaryPassword: seal('Kp7mQ2xZ9a', SECRET) });

async function until(probe: () => boolean) {
  while (!probe()) await new Promise((r) => setTimeout(r, 20));
}

describe.each(backends)('credential e-mails ahead of bulk mail on %s', (_label, backendOptions) => {
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let kit: QueueKit;
  let peer: SmtpPeer;
  let running: RunningWorkers | undefined;
  let mailer: Mailer;

  beforeAll(async () => {
    pool = testPool(mainTestDatabase().url, 4);
    store = new PostgresEventStore({ pool, schema: uniqueName('mailprio') });
    await store.migrate();
    peer = await startSmtpPeer();
    kit = await createQueueKit({ ...backendOptions(), namespace: uniqueName('mailprio'), retry: { attempts: 1, backoffMs: 50 } });
    mailer = createMailer({ smtpUrl: peer.url, mailFrom: 'Becas de Inglés <becas@postula.test>', varDir: tmpdir() });
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  afterAll(async () => {
    await kit.createQueue(QueueName.Emails).obliterate({ force: true }); // nothing left behind in a shared Redis
    await kit.close();
    await mailer.close();
    await peer.close();
    await store.close();
    await pool.end();
  });

  it.each([
    ['application_submitted', submitted],
    ['deadline_reminder', reminderDue],
  ])('a welcome e-mail queued after a backlog of %s is sent before the backlog is done', async (_stage, bulk) => {
    const before = peer.received.length;
    // Queued the way the process manager queues every e-mail.
    const manager = emailNotificationsProcessManager({ queue: kit.createQueue(QueueName.Emails), store, retry: { attempts: 1, backoffMs: 50 }, log: { error: () => undefined } as never });
    const apply = (e: RecordedEvent) => manager.apply(undefined as never, [e]);
    for (let i = 0; i < BACKLOG; i++) await apply(bulk(i));

    const renderer = new EmailRenderer({ programme: loadProgramme(new Date().toISOString()), portalUrl: 'http://localhost:3000' });
    const log = () => undefined;
    running = await startWorkers({ queues: kit, mailer, renderer, store, secret: SECRET, logger: { log, warn: log, error: log }, concurrency: { [QueueName.Emails]: 2 } });
    await until(() => peer.received.length >= before + 5); // the backlog is being drained

    const welcomeTo = `${uniqueName('nueva')}@example.ec`;
    await apply(registered(welcomeTo));
    const sentTo = () => peer.received.slice(before).map((m) => String((Array.isArray(m.to) ? m.to[0] : m.to)?.value[0].address));
    await until(() => sentTo().includes(welcomeTo));
    const position = sentTo().indexOf(welcomeTo);

    // At most the sends already under way (and what was taken while it was being queued) went before it.
    expect(position).toBeLessThan(BACKLOG / 2);
    await until(() => peer.received.length === before + BACKLOG + 1);
    expect(sentTo().slice(position + 1).every((to) => to.startsWith('bulk-'))).toBe(true);
  });
});
