import { applicationStream, PLACES_STREAM, placesDecider, REVIEW_MESSAGES as M } from '@postula/domain';
import type { PlacesEvent } from '@postula/domain';
import { eventReader } from '../support/accounts.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { ApplicantClient, DEADLINE, expectOk } from './applications.fixture.js';
import { staffClient, StaffClient, submittedApplication } from './review.fixture.js';

/**
 * Approvals racing for the programme's places (PLACES): never more approved than places, every approved application
 * holding one, and no approval refused because another application was approved at the same moment. The tests share
 * this file's event store: each starts a system whose PLACES leaves the free places it needs beyond those held.
 */
describe('places under concurrent approvals', () => {
  const reader = eventReader();
  let system: TestSystem | undefined;

  afterAll(async () => {
    await system?.close();
    await reader.close();
  });

  const placesHeld = async () => (await reader.stream(PLACES_STREAM)).reduce((state, e) => placesDecider.evolve(state, e as unknown as PlacesEvent), placesDecider.initialState()).holders.length;

  async function withFreePlaces(free: number): Promise<TestSystem> {
    // The first system creates the event store: nothing is held before it.
    const held = system ? await placesHeld() : 0;
    await system?.close();
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, PLACES: String(held + free) });
    return system;
  }

  const approve = (staff: StaffClient, client: ApplicantClient, revision?: number) =>
    staff.post('applications/update-status', { application_id: client.id, new_status: 'approved', correction_notes: 'Cumple', revision });
  /** What the application's stream recorded last, read from the event store itself. */
  const decisionOf = async (client: ApplicantClient) => (await reader.stream(applicationStream(client.id))).findLast((e) => e.type === 'ApplicationDecided')?.data.decision;
  const submitted = (running: TestSystem, count: number) => Promise.all(Array.from({ length: count }, () => submittedApplication(running, reader)));

  it('four reviewers approving one application on the same revision, ten times, then one by one: exactly PLACES approved, each holding a place', async () => {
    const running = await withFreePlaces(12);
    const heldBefore = await placesHeld();
    const staff = await Promise.all([1, 2, 3, 4].map(() => staffClient(running, 'reviewer')));
    const applications = await submitted(running, 15);

    for (const application of applications.slice(0, 10)) {
      const { revision } = expectOk(await staff[0].get(`applications/details?id=${application.id}`)).body.application;
      const answers = await Promise.all(staff.map((reviewer) => approve(reviewer, application, revision)));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      expect(answers.find((r) => r.status === 200)!.body.data.new_status).toBe('approved');
      expect(answers.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual([M.staleReview, M.staleReview, M.staleReview]);
    }
    for (const application of applications.slice(10)) expectOk(await approve(staff[0], application));

    const decisions = await Promise.all(applications.map(decisionOf));
    expect(decisions.filter((d) => d === 'approved')).toHaveLength(12);
    expect(decisions.filter((d) => d === 'approved_out')).toHaveLength(3);
    expect((await placesHeld()) - heldBefore).toBe(12);
  });

  it('twenty approvals of twenty untouched applications at once, with places for all: twenty 200s', async () => {
    const running = await withFreePlaces(20);
    const staff = await Promise.all([1, 2, 3, 4].map(() => staffClient(running, 'reviewer')));
    const applications = await submitted(running, 20);

    const answers = await Promise.all(applications.map((application, i) => approve(staff[i % staff.length], application)));
    expect(answers.map((r) => [r.status, r.body.data?.new_status ?? r.body.message])).toEqual(applications.map(() => [200, 'approved']));
  });

  it('twenty approvals raced at the last free places: exactly PLACES approved, every other one approved_out, none refused', async () => {
    const running = await withFreePlaces(15);
    const heldBefore = await placesHeld();
    const staff = await Promise.all([1, 2, 3, 4].map(() => staffClient(running, 'reviewer')));
    const [early, racing] = [await submitted(running, 3), await submitted(running, 20)];
    for (const application of early) expect(expectOk(await approve(staff[0], application)).body.data.new_status).toBe('approved');

    const answers = await Promise.all(racing.map((application, i) => approve(staff[i % staff.length], application)));
    expect(answers.map((r) => r.status)).toEqual(racing.map(() => 200));
    const outcomes = answers.map((r) => r.body.data.new_status);
    expect(outcomes.filter((s) => s === 'approved')).toHaveLength(12);
    expect(outcomes.filter((s) => s === 'approved_out')).toHaveLength(8);
    expect(answers.filter((r) => r.body.data.new_status === 'approved_out').every((r) => r.body.message === M.approvedOut)).toBe(true);
    expect((await Promise.all(racing.map(decisionOf))).sort()).toEqual(outcomes.sort());
    expect((await placesHeld()) - heldBefore).toBe(15);
  });
});
