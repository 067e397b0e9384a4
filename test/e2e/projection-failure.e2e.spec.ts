import request from 'supertest';
import { applicationStream } from '@postula/domain';
import { readModelsReach } from '../support/read-models.js';
import { startTestSystem, eventually, type TestSystem } from '../support/test-system.js';
import { API, completeSteps, DEADLINE, events, member, newApplicant } from './applications.fixture.js';

interface FailingProjection {
  name: string;
  last_error: string;
}

describe('a projector that cannot apply an event', () => {
  let system: TestSystem;
  const reader = events();
  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
  });
  afterAll(async () => {
    await reader.close();
    await system.close();
  });

  it('turns /health into 503 degraded naming the projector, the event and the error, and keeps retrying', async () => {
    const applicant = await newApplicant(system.url, reader);
    await completeSteps(applicant);
    // The steps projected first, so the bad event arrives in a batch of its own and the error can name it.
    const [saved] = (await reader.stream(applicationStream(applicant.id))).slice(-1);
    await readModelsReach(system.url, saved.position);
    expect((await request(system.url).get(`${API}/health`)).status).toBe(200);
    // What the old decider let through: an event whose id the application-details table cannot hold.
    const poison = { applicantId: applicant.id, memberId: 'constructor', member: member(), addedAt: new Date().toISOString() };
    await reader.store.append(applicationStream(applicant.id), [{ type: 'HouseholdMemberAdded', data: poison }], 'any');
    const [appended] = (await reader.stream(applicationStream(applicant.id))).slice(-1);

    const degraded = await eventually(async () => {
      const res = await request(system.url).get(`${API}/health`);
      return res.status === 503 && res.body.status === 'degraded' ? res.body : undefined;
    }, 30_000);
    const failing = degraded.checks.projections.details as FailingProjection[];
    expect(degraded.checks.projections.error).toContain('application-details');
    const details = failing.find((f) => f.name === 'application-details');
    expect(details?.last_error).toContain(appended.id);
    expect(details?.last_error).toContain('uuid');
    // The other checks still answer: only the read model is degraded, not the system down.
    expect(degraded.checks.database.status).toBe('up');
  });
});
