import type { ParsedMail } from 'mailparser';
import { applicationStream, RESULTS_PUBLICATION_STREAM } from '@postula/domain';
import { eventReader } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk } from './applications.fixture.js';
import { staffClient, submittedApplication } from './review.fixture.js';

const HOUR = 3_600_000;

/**
 * The scheduled publication on the results day, with two workers sweeping every second and one restarted: the
 * worker's clock is moved past the results day instead of waiting for it. The publication is recorded once and each
 * held decision told once (one ResultPublished, one offer, one e-mail), whoever sweeps.
 */
describe('scheduled results publication', () => {
  const reader = eventReader();
  let offset = 0;
  const schedulerClock = { now: () => new Date(Date.now() + offset).toISOString() };
  const env = { APPLICATION_DEADLINE: DEADLINE, RESULTS_PUBLISH_AT: new Date(Date.now() + HOUR).toISOString(), RESULTS_SWEEP_EVERY: 'PT1S' };
  const start = () => startTestSystem(env, { schedulerClock });
  let systems: TestSystem[] = [];

  afterAll(async () => {
    await Promise.all(systems.map((s) => s.close()));
    await reader.close();
  });

  const typesOf = async (id: string) => (await reader.stream(applicationStream(id))).map((e) => e.type);
  const count = (types: string[], type: string) => types.filter((t) => t === type).length;
  const mailsTo = (email: string) => systems.flatMap((s) => s.smtp.received).filter((m: ParsedMail) => !Array.isArray(m.to) && m.to?.value[0].address === email);

  it('publishes once with two workers and a restart, telling each held decision once', async () => {
    systems = [await start(), await start()];
    const reviewer = await staffClient(systems[0], 'reviewer');
    const [approved, rejected] = await Promise.all([submittedApplication(systems[0], reader), submittedApplication(systems[0], reader)]);
    for (const [client, new_status] of [[approved, 'approved'], [rejected, 'rejected']] as const) {
      expectOk(await reviewer.post('applications/update-status', { application_id: client.id, new_status, correction_notes: 'Decisión del comité' }));
    }
    // The sweeps run before the results day: nothing is published.
    await new Promise((r) => setTimeout(r, 2500));
    expect(await reader.stream(RESULTS_PUBLICATION_STREAM)).toEqual([]);
    expect(await typesOf(approved.id)).not.toContain('AwardOffered');

    offset = 2 * HOUR;
    await eventually(async () => (await typesOf(approved.id)).includes('AwardOffered') && (await typesOf(rejected.id)).includes('ResultPublished'), 30_000);
    // One system restarts while the other keeps sweeping: nothing is published or told twice.
    await systems[1].close();
    systems[1] = await start();
    await new Promise((r) => setTimeout(r, 3000));

    const publication = await reader.stream(RESULTS_PUBLICATION_STREAM);
    expect(publication.map((e) => e.type)).toEqual(['ResultsPublished']);
    expect(publication[0].data).toMatchObject({ by: null });
    const [a, r] = [await typesOf(approved.id), await typesOf(rejected.id)];
    expect([count(a, 'ResultPublished'), count(a, 'AwardOffered'), count(r, 'ResultPublished')]).toEqual([1, 1, 1]);
    const offered = (await reader.stream(applicationStream(approved.id))).find((e) => e.type === 'AwardOffered')!.data as { offeredAt: string; acceptBy: string };
    // Counted from the publication (the workers' clock), not from the decision.
    expect(Date.parse(offered.offeredAt)).toBeGreaterThan(Date.now() + HOUR);
    expect(Date.parse(offered.acceptBy) - Date.parse(offered.offeredAt)).toBe(7 * 24 * HOUR);
    await eventually(() => mailsTo(approved.email).some((m) => m.subject?.includes('fue aprobada')) && mailsTo(rejected.email).some((m) => m.subject?.startsWith('Resultado')), 30_000);
    expect(mailsTo(approved.email).filter((m) => m.subject?.includes('fue aprobada'))).toHaveLength(1);
    expect(mailsTo(rejected.email).filter((m) => m.subject?.startsWith('Resultado'))).toHaveLength(1);
  }, 180_000);
});
