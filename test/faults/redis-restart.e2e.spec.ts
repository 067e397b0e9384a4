import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { freePort } from '@postula/platform';
import { applicantBody, randomAddress } from '../support/accounts.js';
import { mainTestDatabase } from '../support/databases.js';
import { startRedis } from '../support/redis-server.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.js';
import { eventually } from '../support/test-system.js';
import { API, personalDetails, type ApplicantClient } from '../e2e/applications.fixture.js';
import { applicantsWithPersonalDetails, buildServerOnce, describeFaults, faultEnv, startApi, startService, type Service } from './fault-processes.js';

/** The longest any request may take while Redis is away: no request waits on the queue. */
const BOUND_MS = 15_000;

const trackingIdOf = (mail: SmtpPeer['received'][number]) => String(mail.headers.get('x-postula-tracking-id'));
const recipientOf = (mail: SmtpPeer['received'][number]) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

/**
 * Redis stopped and started again under traffic: the queue is away, not the system. Requests do not
 * wait on it; the e-mails they cause are queued by the worker's process manager once Redis is back.
 */
describeFaults('Redis restarted under load', () => {
  const databaseUrl = mainTestDatabase().url;
  let redisPort: number;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let smtp: SmtpPeer;
  let api: Awaited<ReturnType<typeof startApi>>;
  let services: Service[] = [];
  let applicants: ApplicantClient[];

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    const env = faultEnv(databaseUrl, { REDIS_URL: `redis://127.0.0.1:${redisPort}`, SMTP_URL: smtp.url });
    await buildServerOnce();
    api = await startApi(env);
    services = [api, startService('projections', env), startService('worker', env)];
    applicants = await applicantsWithPersonalDetails(api.url, databaseUrl, 4);
    // The welcome e-mails are out before Redis goes, so the count of deliveries below is this test's own.
    await eventually(() => applicants.every((a) => smtp.received.some((mail) => recipientOf(mail) === a.email)), 90_000);
  }, 300_000);
  afterAll(async () => {
    for (const service of services) await service.stop();
    await redis?.stop();
    await smtp?.close();
  });

  /** One request, labelled for a failure's message, with how long it took. */
  const timed = async (label: string, send: () => PromiseLike<request.Response>) => {
    const started = Date.now();
    const timer = new AbortController();
    const res = await Promise.race([send(), sleep(BOUND_MS, undefined, { signal: timer.signal }).catch(() => undefined)]).finally(() => timer.abort());
    return { answer: `${label}: ${res?.status ?? 'no answer'}`, ms: Date.now() - started };
  };
  /**
   * What applicants do at once: save a step and read it; with `emails`, visitors register and applicants ask for a
   * password reset too, each of which is to send one e-mail to `recipients`.
   */
  const traffic = (round: number, { emails = true } = {}) => {
    const registrations = emails ? applicants.map(() => applicantBody()) : [];
    // Half the applicants per round, alternating, so that each address asks for one e-mail during the outage.
    const resets = emails ? applicants.filter((_, i) => i % 2 === round % 2).map((a) => a.email) : [];
    const answers = Promise.all([
      ...applicants.map((a) => timed('save', () => a.send('put', 'application/personal-details', personalDetails({ phone_number: `099000000${round}` })))),
      ...applicants.map((a) => timed('read', () => a.get('application/personal-details'))),
      ...registrations.map((body) => timed('register', () => request(api.url).post(`${API}/auth/applicant/register`).set('X-Forwarded-For', randomAddress()).send(body))),
      ...resets.map((email) => timed('forgot-password', () => request(api.url).post(`${API}/auth/applicant/forgot-password`).send({ email }))),
    ]);
    return { answers, recipients: [...registrations.map((body) => body.email as string), ...resets] };
  };
  /** Every answer a 2xx, none slower than the bound. */
  const expectServed = async ({ answers }: ReturnType<typeof traffic>) => {
    for (const { answer, ms } of await answers) {
      expect(answer).toMatch(/: 2\d\d$/);
      expect(ms).toBeLessThan(BOUND_MS);
    }
  };

  it('keeps answering while it is away, says so on /health, and delivers the e-mails asked for meanwhile once, by itself', async () => {
    const deliveredBefore = smtp.received.length;
    // Stopped while saves and reads are in flight (no e-mail yet: one queued just before the stop may go out meanwhile).
    const during = traffic(1, { emails: false });
    await redis.stop();
    const stoppedAt = Date.now();
    await expectServed(during);
    const away = [traffic(2)];
    await expectServed(away[0]);
    away.push(traffic(3));
    await expectServed(away[1]);

    const health = await request(api.url).get(`${API}/health`).timeout(BOUND_MS);
    expect(health.status).toBe(503);
    expect(health.body.status).toBe('degraded');
    expect(health.body.checks.queue).toMatchObject({ status: 'degraded', error: expect.stringContaining('Redis') });
    expect(health.body.checks.database.status).toBe('up');
    // The e-mails asked for cannot be queued while Redis is away: none goes out, and the worker retries, several
    // times (an outage longer than a producer's command timeout).
    const worker = services[2];
    const retries = () => worker.output().split('Proyector email-notifications: lote revertido').length - 1;
    await eventually(() => retries() >= 3 && Date.now() - stoppedAt > 10_000, 60_000);
    expect(smtp.received.length).toBe(deliveredBefore);

    redis = await startRedis(redisPort);
    // Each address asked for one e-mail while Redis was away (the resets alternate between rounds).
    const asked = away.flatMap((round) => round.recipients);
    const deliveredTo = (email: string) => smtp.received.slice(deliveredBefore).filter((mail) => recipientOf(mail) === email).length;
    await eventually(() => asked.every((email) => deliveredTo(email) > 0), 120_000).catch(async (error) => {
      const health = JSON.stringify((await request(api.url).get(`${API}/health`)).body);
      const missing = asked.filter((email) => deliveredTo(email) === 0);
      throw new Error(`${(error as Error).message}: no e-mail for ${missing.join(', ')}; health: ${health}; worker said:\n${worker.output().slice(-3000)}`);
    });
    await eventually(async () => (await request(api.url).get(`${API}/health`)).status === 200, 60_000);
    // Exactly once: no address got a second copy, and no message went out twice.
    expect(asked.filter((email) => deliveredTo(email) !== 1)).toEqual([]);
    expect(new Set(smtp.received.map(trackingIdOf)).size).toBe(smtp.received.length);
    await expectServed(traffic(4));
    for (const { name, child } of services) expect([name, child.exitCode ?? child.signalCode]).toEqual([name, null]);
  }, 300_000);
});
