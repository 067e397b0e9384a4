import pg from 'pg';
import request from 'supertest';
import { applicantBody } from '../support/accounts.js';
import { mainTestDatabase } from '../support/databases.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.js';
import { eventually } from '../support/test-system.js';
import { buildServerOnce, describeFaults, faultEnv, startApi, startService, type Service } from './fault-processes.js';

const trackingIdOf = (mail: SmtpPeer['received'][number]) => String(mail.headers.get('x-postula-tracking-id'));

describeFaults('worker killed while it sends e-mails', () => {
  const databaseUrl = mainTestDatabase().url;
  let smtp: SmtpPeer;
  let env: Record<string, string>;
  let api: Awaited<ReturnType<typeof startApi>>;
  const workers: Service[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    env = faultEnv(databaseUrl, { SMTP_URL: smtp.url });
    await buildServerOnce();
    api = await startApi(env);
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    for (const worker of workers) await worker.kill9();
    await api?.stop();
    await db.end();
    await smtp?.close();
  });

  const sentStreams = async () =>
    Number((await db.query<{ n: string }>("SELECT count(DISTINCT stream_name) AS n FROM events.events WHERE type = 'EmailSent'")).rows[0].n);

  it('delivers every message to the SMTP peer as exactly one message across a kill -9 and a restart', async () => {
    const count = 15;
    for (let i = 0; i < count; i++) {
      const res = await request(api.url).post('/backend/api/auth/applicant/register').set('X-Forwarded-For', `10.9.0.${i + 1}`).send(applicantBody());
      expect(res.status).toBe(201);
    }
    const first = startService('worker', env);
    workers.push(first);
    // Killed while it is sending: some messages out, others queued or in flight.
    await eventually(() => smtp.received.length >= 3, 90_000);
    expect(await first.kill9()).toBe('SIGKILL');
    const deliveredBeforeKill = smtp.received.length;
    workers.push(startService('worker', env));
    // A job the dead worker held comes back once its lock expires (BullMQ's stalled-job check, about 30 s).
    await eventually(async () => (await sentStreams()) === count, 150_000);

    const queued = (await db.query<{ stream_name: string }>("SELECT stream_name FROM events.events WHERE type = 'EmailQueued'")).rows.map((r) => r.stream_name.slice('email-'.length));
    expect(queued).toHaveLength(count);
    expect(deliveredBeforeKill).toBeLessThan(count);
    // Every message reached the peer, each as one message: a copy sent again because the kill fell between the
    // peer's acceptance and the recorded EmailSent carries the same Message-ID, made from its tracking id.
    const messages = new Map<string, Set<string>>();
    for (const mail of smtp.received) messages.set(trackingIdOf(mail), (messages.get(trackingIdOf(mail)) ?? new Set()).add(String(mail.messageId)));
    expect([...messages.keys()].sort()).toEqual(queued.sort());
    for (const [trackingId, ids] of messages) expect([...ids]).toEqual([expect.stringMatching(new RegExp(`^<${trackingId}@`))]);
    console.log(`[faults] ${count} e-mails, ${smtp.received.length} SMTP deliveries (${smtp.received.length - count} second copies of one message)`);
  }, 300_000);
});
