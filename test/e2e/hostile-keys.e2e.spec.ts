import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startTestSystem, eventually, type TestSystem } from '../support/test-system.js';
import { API, completeSteps, DEADLINE, events, expectOk, finalSubmission, member, newApplicant, reference, type ApplicantClient } from './applications.fixture.js';
import { staffClient, submittedApplication, type StaffClient } from './review.fixture.js';

/** Names that a plain object answers for without holding them: they must never pass an ownership check. */
const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'];
const INVALID_ID = 'El identificador no es válido';

/** Free text a validation accepts but a careless projector or template could trip on. */
const HOSTILE_TEXT = `constructor '); DROP TABLE read.applications; -- "ñ" 🙂 <b>x</b>`;

describe('hostile ids and field names never reach an event', () => {
  let system: TestSystem;
  let reviewer: StaffClient;
  const reader = events();
  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    reviewer = await staffClient(system, 'reviewer');
  });
  afterAll(async () => {
    await reader.close();
    await system.close();
  });

  async function health() {
    return request(system.url).get(`${API}/health`);
  }

  it('refuses prototype names as member and reference ids with 422, and a well-formed unknown id with 404', async () => {
    const client = await newApplicant(system.url, reader);
    await completeSteps(client);
    for (const id of PROTOTYPE_KEYS) {
      const update = await client.send('put', 'application/household-members', { member_id: id, ...member() });
      expect([update.status, update.body.errors?.member_id]).toEqual([422, [INVALID_ID]]);
      const removeMember = await client.send('delete', 'application/household-members', { member_id: id });
      expect([removeMember.status, removeMember.body.errors?.member_id]).toEqual([422, [INVALID_ID]]);
      const removeReference = await client.send('delete', 'application/personal-references', { reference_id: id });
      expect([removeReference.status, removeReference.body.errors?.reference_id]).toEqual([422, [INVALID_ID]]);
    }
    const unknown = await client.send('put', 'application/household-members', { member_id: randomUUID(), ...member() });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No se encontró el miembro del hogar']);
  });

  it('refuses prototype names as staff-edited fields and ignores them as correction flags', async () => {
    const applicant = await submittedApplication(system, reader);
    for (const field of PROTOTYPE_KEYS.filter((k) => k !== '__proto__')) {
      const edit = await reviewer.put(`applications/update-fields?application_id=${applicant.id}`, { personal_details: { [field]: 'x' } });
      expect([edit.status, edit.body.errors?.[field]]).toEqual([422, ['Campo desconocido en esta sección']]);
    }
    const flags = await reviewer.post('applications/update-status', { application_id: applicant.id, new_status: 'correction_review', correction_notes: 'Revise', x_correction_constructor: true });
    expect(flags.status).toBe(422);
  });

  it('projects every event of a whole review cycle with hostile text, leaving health ok', async () => {
    const applicant: ApplicantClient = await newApplicant(system.url, reader);
    await completeSteps(applicant);
    const added = expectOk(await applicant.send('post', 'application/personal-references', reference({ full_name: `Ana ${HOSTILE_TEXT}` })));
    expectOk(await applicant.send('delete', 'application/personal-references', { reference_id: added.body.data.id }));
    const memberId = expectOk(await applicant.send('post', 'application/household-members', member({ occupation: HOSTILE_TEXT }))).body.data.id;
    expectOk(await applicant.send('put', 'application/household-members', { member_id: memberId, ...member({ company_institution: HOSTILE_TEXT }) }));
    expectOk(await applicant.send('delete', 'application/household-members', { member_id: memberId }));
    expectOk(await applicant.send('post', 'application/submit', finalSubmission({ motivation: HOSTILE_TEXT })));
    expectOk(await reviewer.get(`applications/details?id=${applicant.id}`));
    expectOk(await reviewer.put(`applications/update-fields?application_id=${applicant.id}`, { address_details: { parish: HOSTILE_TEXT } }));
    expectOk(
      await reviewer.post('applications/update-status', { application_id: applicant.id, new_status: 'correction_review', correction_notes: HOSTILE_TEXT, motivation_correction_application_info: true }),
    );
    expectOk(await applicant.send('post', 'application/submit', finalSubmission({ motivation: `${HOSTILE_TEXT} (corregida)` })));
    expectOk(await reviewer.post('applications/update-status', { application_id: applicant.id, new_status: 'rejected', correction_notes: HOSTILE_TEXT }));
    const head = (await reader.store.headPosition())!;
    await eventually(async () => {
      const res = await health();
      const positions = res.body.checks?.projections?.details as Record<string, string | null> | undefined;
      return res.status === 200 && positions && Object.values(positions).every((p) => p !== null && reader.store.comparePositions(p, head) >= 0);
    }, 30_000);
    expect((await health()).body.status).toBe('ok');
  });
});
