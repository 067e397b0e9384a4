import { randomUUID } from 'node:crypto';
import { eventReader } from '../support/accounts.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { completeSteps, DEADLINE, member, newApplicant, type ApplicantClient } from '../e2e/applications.fixture.js';

/**
 * ASVS 5.0 V8.2.2 (object-level access): every applicant route that takes an id answers another applicant's id
 * exactly as it answers an id that does not exist, and changes nothing.
 */
describe("object-level access to another applicant's records", () => {
  let system: TestSystem;
  const reader = eventReader();
  let owner: ApplicantClient;
  let intruder: ApplicantClient;
  const ids = { member: '', reference: '', document: '' };
  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    owner = await newApplicant(system.url, reader);
    intruder = await newApplicant(system.url, reader);
    await completeSteps(owner);
    ids.member = (await owner.get('application/household-members')).body.household_members[0].id;
    ids.reference = (await owner.get('application/personal-references')).body.personal_references[0].id;
    ids.document = (await owner.get('application/documents')).body.documents[0].id;
    await completeSteps(intruder);
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  const attempts: [string, (id: string) => Promise<{ status: number; body: unknown }>][] = [
    ['PUT application/household-members', (id) => intruder.send('put', 'application/household-members', { member_id: id, ...member({ first_name: 'Intrusa' }) })],
    ['DELETE application/household-members', (id) => intruder.send('delete', 'application/household-members', { member_id: id })],
    ['DELETE application/personal-references', (id) => intruder.send('delete', 'application/personal-references', { reference_id: id })],
    ['GET application/documents/download', (id) => intruder.get(`application/documents/download?document_id=${id}`)],
  ];

  it.each(attempts)("%s with the other applicant's id answers as for an unknown id, and changes nothing", async (_route, attempt) => {
    const key = _route.includes('member') ? 'member' : _route.includes('reference') ? 'reference' : 'document';
    const before = (await reader.stream(`application-${owner.id}`)).length;
    const theirs = await attempt(ids[key]);
    const unknown = await attempt(randomUUID());
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect((await reader.stream(`application-${owner.id}`)).length).toBe(before);
  });
});
