import { REVIEW_MESSAGES as M } from '@postula/domain';
import { eventReader } from '../support/accounts.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk } from './applications.fixture.js';
import { staffClient, StaffClient, submittedApplication } from './review.fixture.js';

const ROUNDS = 20;

/** Issue 10: two staff writes at the same moment never lose one of them silently. */
describe('concurrent staff writes on one application', () => {
  let system: TestSystem;
  const reader = eventReader();
  let first: StaffClient;
  let second: StaffClient;

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    [first, second] = await Promise.all([staffClient(system, 'reviewer'), staffClient(system, 'reviewer')]);
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  it(`keeps both of two edits of different fields of one section, or refuses one with 409 (${ROUNDS} rounds)`, async () => {
    const applicant = await submittedApplication(system, reader);
    for (let round = 0; round < ROUNDS; round++) {
      const blood = round % 2 ? 'A+' : 'B-';
      const phone = `09${String(10_000_000 + round).padStart(8, '0')}`;
      const [a, b] = await Promise.all([
        first.put(`applications/update-fields?application_id=${applicant.id}`, { personal_details: { blood_type: blood } }),
        second.put(`applications/update-fields?application_id=${applicant.id}`, { personal_details: { phone_number: phone } }),
      ]);
      expect([a.status, b.status].every((s) => s === 200 || s === 409)).toBe(true);
      const details = expectOk(await first.sees(a).sees(b).get(`applications/details?id=${applicant.id}`)).body.application.personal_details;
      if (a.status === 200) expect(details.blood_type).toBe(blood);
      if (b.status === 200) expect(details.phone_number).toBe(phone);
    }
  });

  it(`lets exactly one of two decisions on the same revision through; the other gets 409 (${ROUNDS} rounds)`, async () => {
    const applicants = await Promise.all(Array.from({ length: ROUNDS }, () => submittedApplication(system, reader)));
    for (const applicant of applicants) {
      const { revision } = expectOk(await first.get(`applications/details?id=${applicant.id}`)).body.application;
      const decide = (staff: StaffClient, new_status: string) => staff.post('applications/update-status', { application_id: applicant.id, new_status, correction_notes: 'Revisado', revision });
      const answers = await Promise.all([decide(first, 'approved'), decide(second, 'rejected')]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)!.body.message).toBe(M.staleReview);
    }
  });
});
