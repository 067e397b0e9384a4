import request from 'supertest';
import type { Response } from 'supertest';
import { REVIEW_MESSAGES as M } from '@postula/domain';
import { eventReader, login } from '../support/accounts.js';
import { mainTestDatabase, uniqueName } from '../support/databases.js';
import { SERVED_BY, startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy.js';
import { eventually } from '../support/test-system.js';
import { buildServerOnce, faultEnv, startApi, startService, type Service } from '../faults/fault-processes.js';
import { API, expectOk, newApplicant, personalDetails, takeExam } from './applications.fixture.js';
import { submittedApplication } from './review.fixture.js';

const PAIRS = 10;

/**
 * Production runs the API as several replicas behind a load balancer, with one projections service, on one database
 * (docker-compose.yml). Here: two API processes and one projections process, built as the image runs them, behind a
 * round-robin proxy, on this file's database. Clients send what the spec's clients send: a bearer token, no
 * consistency header.
 */
describe('two API instances behind a proxy on one database', () => {
  const databaseUrl = mainTestDatabase().url;
  const admin = { email: `${uniqueName('admin')}@postula.test`, password: `clave-${uniqueName('p')}` };
  const env = faultEnv(databaseUrl, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  const reader = eventReader(databaseUrl);
  const services: Service[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    await buildServerOnce();
    // The projections first: they create the read models that an API reads as it starts.
    const projections = startService('projections', env);
    services.push(projections);
    await eventually(() => {
      if (projections.child.exitCode !== null) throw new Error(`projections exited: ${projections.output()}`);
      return projections.output().includes('Proyecciones en marcha');
    }, 120_000);
    // Replicas start together, as `docker compose up --scale api=2` starts them.
    const apis = await Promise.all([startApi(env), startApi(env)]);
    services.push(...apis);
    proxy = await startRoundRobinProxy(apis.map((api) => api.url));
  }, 300_000);
  afterAll(async () => {
    await proxy?.close();
    for (const service of services.reverse()) await service.stop();
    await reader.close();
  });

  /** A bearer token only, through the proxy. */
  const call = (token: string, method: 'get' | 'put' | 'post', path: string) => request(proxy.url)[method](`${API}/${path}`).set('Authorization', `Bearer ${token}`);
  const servedBy = (res: Response) => res.headers[SERVED_BY];

  /** Logs a staff member in through the proxy (a login reads the account's own stream: nothing to wait for). */
  async function staffToken(email: string, password: string): Promise<string> {
    return expectOk(await login(proxy.url, 'user', email, password)).body.token as string;
  }

  async function reviewerToken(superadmin: string): Promise<string> {
    const email = `${uniqueName('reviewer')}@postula.test`;
    const password = `clave-${uniqueName('p')}`;
    expectOk(await call(superadmin, 'post', 'users/create').send({ full_name: 'Persona revisora', email, password, role: 'reviewer' }), 201);
    return staffToken(email, password);
  }

  it('shows an applicant the step they saved on the very next read, served by the other instance', async () => {
    const applicant = await newApplicant(proxy.url, reader);
    expectOk(await takeExam(applicant));
    expectOk(await applicant.send('post', 'application/personal-details', personalDetails()));
    const stale: string[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const phone = `09${String(i).padStart(8, '0')}`;
      const saved = expectOk(await call(applicant.token, 'put', 'application/personal-details').send(personalDetails({ phone_number: phone })));
      const read = expectOk(await call(applicant.token, 'get', 'application/personal-details'));
      expect(servedBy(read)).not.toBe(servedBy(saved));
      if (read.body.phone_number !== phone) stale.push(`pair ${i}: ${read.body.phone_number} instead of ${phone}`);
    }
    expect(stale).toEqual([]);
  }, 120_000);

  it('shows a reviewer their own field edit on the very next read, served by the other instance', async () => {
    const superadmin = await staffToken(admin.email, admin.password);
    const reviewer = await reviewerToken(superadmin);
    const application = await submittedApplication(proxy, reader);
    const stale: string[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const rooms = String((i % 8) + 1);
      const edited = expectOk(await call(reviewer, 'put', `applications/update-fields?application_id=${application.id}`).send({ address_details: { numero_dormitorios: rooms } }));
      const read = expectOk(await call(reviewer, 'get', `applications/details?id=${application.id}`));
      expect(servedBy(read)).not.toBe(servedBy(edited));
      const seen = String(read.body.application?.address_details?.numero_dormitorios);
      if (seen !== rooms) stale.push(`pair ${i}: ${seen} instead of ${rooms}`);
    }
    expect(stale).toEqual([]);
  }, 180_000);

  it('lets one of two decisions on the same revision, sent to different instances, through; the other gets 409 and nothing is lost or doubled', async () => {
    const superadmin = await staffToken(admin.email, admin.password);
    const [first, second] = await Promise.all([reviewerToken(superadmin), reviewerToken(superadmin)]);
    const application = await submittedApplication(proxy, reader);
    const details = (token: string) => call(token, 'get', `applications/details?id=${application.id}`);
    // Opening the application may start its review (an event): both reviewers have it open before deciding.
    expectOk(await details(first));
    const [seenByFirst, seenBySecond] = (await Promise.all([details(first), details(second)])).map((res) => expectOk(res).body.application.revision);
    expect(seenBySecond).toBe(seenByFirst);
    const stream = `application-${application.id}`;
    const before = await reader.stream(stream);

    const decide = (token: string, new_status: string) => call(token, 'post', 'applications/update-status').send({ application_id: application.id, new_status, correction_notes: 'Revisado', revision: seenByFirst });
    const answers = await Promise.all([decide(first, 'approved'), decide(second, 'rejected')]);

    expect(servedBy(answers[0])).not.toBe(servedBy(answers[1]));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe(M.staleReview);
    const winner = answers[0].status === 200 ? 'approved' : 'rejected';
    const after = await reader.stream(stream);
    expect(after.slice(0, before.length)).toEqual(before);
    // An approval within the places carries its scholarship offer in the same append.
    const appended = winner === 'approved' ? [['ApplicationDecided', winner], ['AwardOffered', undefined]] : [['ApplicationDecided', winner]];
    expect(after.slice(before.length).map((event) => [event.type, event.data.decision])).toEqual(appended);
    // The loser reloads, as the message asks: each instance shows the winner's decision once it is projected.
    const loser = answers[0].status === 200 ? second : first;
    await eventually(async () => {
      const reloads = await Promise.all([details(loser), details(loser)]);
      return new Set(reloads.map(servedBy)).size === 2 && reloads.every((res) => res.body.application?.application_info?.status === winner);
    }, 60_000);
  }, 180_000);
});
