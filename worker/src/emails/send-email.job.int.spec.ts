import { createMailer, createQueueKit, loadProgramme, QueueName, seal, type KitQueue, type QueueKit, type QueueKitOptions } from '@postula/platform';
import { tmpdir } from 'node:os';
import { mainTestDatabase, uniqueName } from '../../../test/support/databases.js';
import { startSmtpPeer, type SmtpPeer, type SmtpRefusal } from '../../../test/support/smtp-peer.js';
import { startWorkers, type RunningWorkers } from '../start-workers.js';
import { EmailRenderer } from './email-renderer.js';
import { SendEmailJob, type SendEmailJobData } from './send-email.job.js';

const redisUrl = process.env.REDIS_URL;
const backends: [string, () => QueueKitOptions][] = [['PostgreSQL', () => ({ databaseUrl: mainTestDatabase().url })]];
if (redisUrl) backends.push(['Redis', () => ({ redisUrl })]);
else it.skip('on Redis: REDIS_URL is not set, so these cases run on PostgreSQL only', () => undefined);

const SECRET = 'test-secret-test-secret-test-secret-0123';
const email = (to: string): SendEmailJobData => ({
  to,
  stage: 'welcome',
  variables: { first_name: 'María José', email: to },
  sealed: { temporary_password: seal('Kp7mQ2xZ9a', SECRET) },
});

describe.each(backends)('SendEmailJob on %s', (_label, backendOptions) => {
  let kit: QueueKit;
  let queue: KitQueue<SendEmailJobData>;
  let peer: SmtpPeer;
  let running: RunningWorkers;
  let closeMailer: () => Promise<void>;
  const logged: string[] = [];

  /** Worker and SMTP peer for one test; the namespace keeps each test's queue apart. */
  async function start(refuse?: (attempt: number) => SmtpRefusal | undefined, concurrency?: number) {
    peer = await startSmtpPeer(refuse);
    kit = createQueueKit({ ...backendOptions(), namespace: uniqueName('mail'), retry: { attempts: 4, backoffMs: 50 } });
    const mailer = createMailer({ smtpUrl: peer.url, mailFrom: 'Becas de Inglés <becas@postula.test>', varDir: tmpdir() });
    closeMailer = () => mailer.close();
    const log = (line: string) => void logged.push(line);
    running = await startWorkers({ queues: kit, mailer, renderer: new EmailRenderer({ programme: loadProgramme(), portalUrl: 'http://localhost:3000' }), secret: SECRET, logger: { log, warn: log, error: log }, concurrency: concurrency ? { [QueueName.Emails]: concurrency } : undefined });
    queue = kit.createQueue<SendEmailJobData>(QueueName.Emails);
  }

  afterEach(async () => {
    await running.close();
    await queue.obliterate({ force: true }); // leaves nothing behind in a shared Redis
    await kit.close();
    await closeMailer();
    await peer.close();
    logged.length = 0;
  });

  async function settled(id: string): Promise<string> {
    for (;;) {
      const state = await queue.getJobState(id);
      if (state === 'completed' || state === 'failed') return state;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('delivers the e-mail to the SMTP server', async () => {
    await start();
    await queue.add(SendEmailJob.name, email('maria.jose@example.ec'), { jobId: 'evt-1' });

    expect(await settled('evt-1')).toBe('completed');
    expect(peer.received).toHaveLength(1);
    const [mail] = peer.received;
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value[0].address).toBe('maria.jose@example.ec');
    expect(mail.subject).toBe('Tus credenciales de acceso a Becas de Inglés Guayaquil');
    expect(mail.text).toContain('Hola, María José:');
    expect(mail.text).toContain('Contraseña temporal: Kp7mQ2xZ9a');
    expect(mail.html).toContain('Kp7mQ2xZ9a');
    expect(mail.html).toContain('/#/login');
    // The queue keeps only the sealed password, never the clear one.
    expect(JSON.stringify((await queue.getJob('evt-1'))?.data)).not.toContain('Kp7mQ2xZ9a');
    expect((await queue.getJob('evt-1'))?.returnvalue).toEqual({ messageId: mail.messageId });
  });

  it('retries after temporary refusals and delivers exactly once', async () => {
    await start((attempt) => (attempt <= 2 ? { code: 451, message: '4.7.1 Servidor ocupado, inténtelo más tarde' } : undefined));
    await queue.add(SendEmailJob.name, email('pedro@example.ec'), { jobId: 'evt-2' });

    expect(await settled('evt-2')).toBe('completed');
    expect(peer.received).toHaveLength(1);
    expect(peer.attempts).toBe(3);
    expect((await queue.getJob('evt-2'))?.attemptsMade).toBe(3);
  });

  it('fails at once on a permanent refusal, keeping the SMTP reason', async () => {
    await start(() => ({ code: 550, message: '5.1.1 El buzón no existe' }));
    await queue.add(SendEmailJob.name, email('nadie@example.ec'), { jobId: 'evt-3' });

    expect(await settled('evt-3')).toBe('failed');
    const job = await queue.getJob('evt-3');
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toContain('550 5.1.1 El buzón no existe');
    expect(peer.attempts).toBe(1);
    expect(peer.received).toHaveLength(0);
    expect(logged.join('\n')).toMatch(/emails\/SendEmailJob evt-3 failed after 1 attempt\(s\): .*550 5\.1\.1 El buzón no existe/);

    // The failed job keeps its id: adding it again does not queue a second try.
    await queue.add(SendEmailJob.name, email('nadie@example.ec'), { jobId: 'evt-3' });
    expect(await queue.getJobState('evt-3')).toBe('failed');
  });

  it('fails after the last retry when the refusals never stop, keeping the reason', async () => {
    await start(() => ({ code: 421, message: '4.3.2 Servicio no disponible' }));
    await queue.add(SendEmailJob.name, email('luis@example.ec'), { jobId: 'evt-4' });

    expect(await settled('evt-4')).toBe('failed');
    const job = await queue.getJob('evt-4');
    expect(job?.attemptsMade).toBe(4);
    expect(job?.failedReason).toContain('4.3.2 Servicio no disponible');
    expect(peer.attempts).toBe(4);
  });

  it('sends once when the same jobId is added twice, also after it completed', async () => {
    await start(undefined, 1);
    await queue.add(SendEmailJob.name, email('ana@example.ec'), { jobId: 'evt-5' });
    await queue.add(SendEmailJob.name, email('ana@example.ec'), { jobId: 'evt-5' });
    expect(await settled('evt-5')).toBe('completed');
    await queue.add(SendEmailJob.name, email('ana@example.ec'), { jobId: 'evt-5' });
    // A later job on the single-slot worker: once it is done, any duplicate of evt-5 would have been sent too.
    await queue.add(SendEmailJob.name, email('otra@example.ec'), { jobId: 'evt-6' });
    expect(await settled('evt-6')).toBe('completed');

    expect(peer.received.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ''))).toEqual(['ana@example.ec', 'otra@example.ec']);
  });
});
