import { applicationStream, KEPT_BY_LAW_REASON, PLACES_STREAM, placesDecider, REVIEW_MESSAGES as M } from '@postula/domain';
import type { PlacesEvent } from '@postula/domain';
import { eventReader } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk, type ApplicantClient } from './applications.fixture.js';
import { staffClient, type StaffClient, submittedApplication } from './review.fixture.js';

/**
 * An erasure and the decisions on the same person have one order: a fulfilled deletion raced with approvals either
 * loses to an approval (the law keeps an awarded scholar's data, and the answer says so) or wins (every approval is
 * refused and no place is held by nobody); an erased applicant leaves the waiting list and is never promoted; the reply
 * to a fulfilled deletion reaches the person before their data is shredded. The tests share this file's event store:
 * each starts a system whose PLACES leaves the free places it needs beyond those held.
 */
describe('erasure against the decisions on the same person', () => {
  const reader = eventReader();
  let system: TestSystem | undefined;

  afterAll(async () => {
    await system?.close();
    await reader.close();
  });

  const places = async () => (await reader.stream(PLACES_STREAM)).reduce((state, e) => placesDecider.evolve(state, e as unknown as PlacesEvent), placesDecider.initialState());

  async function withFreePlaces(free: number): Promise<TestSystem> {
    const held = system ? (await places()).holders.length : 0;
    await system?.close();
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, PLACES: String(held + free) });
    return system;
  }

  const types = async (stream: string) => (await reader.stream(stream)).map((e) => e.type);
  const approve = (staff: StaffClient, client: ApplicantClient, revision?: number) =>
    staff.post('applications/update-status', { application_id: client.id, new_status: 'approved', correction_notes: 'Cumple', revision });
  const fileDeletion = async (client: ApplicantClient) => expectOk(await client.send('post', 'applicant/data-requests', { type: 'deletion', message: 'Borren mis datos' }), 201);

  it('a deletion fulfilled while 16 approvals race it, round after round: either approved and kept by law, or erased with every approval refused and no place held', async () => {
    const running = await withFreePlaces(8);
    const [superadmin, ...reviewers] = await Promise.all([staffClient(running, 'superadmin'), ...[1, 2, 3, 4].map(() => staffClient(running, 'reviewer'))]);
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      const applicant = await submittedApplication(running, reader);
      const filing = await fileDeletion(applicant);
      const { revision } = expectOk(await reviewers[0].get(`applications/details?id=${applicant.id}`)).body.application;
      const resolving = superadmin.sees(filing).post('data-requests/resolve', { id: filing.body.data.id, decision: 'fulfilled', reason: 'Atendemos tu pedido' });
      // Every other round the approvals leave a moment later, so each side wins some rounds.
      if (round % 2) await new Promise((resolve) => setTimeout(resolve, 15));
      const approvals = Promise.all(Array.from({ length: 16 }, (_, i) => approve(reviewers[i % reviewers.length], applicant, revision)));
      const [resolved, answers] = await Promise.all([resolving, approvals]);
      expect(resolved.status).toBe(200);
      const stream = await types(applicationStream(applicant.id));
      const accepted = answers.filter((a) => a.status === 200);
      if (resolved.body.data.kept_by_law) {
        outcomes.push('approved');
        expect(resolved.body.data).toMatchObject({ status: 'refused', reason: KEPT_BY_LAW_REASON });
        expect(accepted).toHaveLength(1);
        expect(accepted[0].body.data.new_status).toBe('approved');
        expect(stream).toEqual(expect.arrayContaining(['ApplicationDecided', 'AwardOffered']));
        expect(stream).not.toContain('ErasureDecided');
        expect((await places()).holders).toContain(applicant.id);
        expect(expectOk(await applicant.get('application')).status).toBe(200);
      } else {
        outcomes.push('erased');
        expect(resolved.body.data.status).toBe('fulfilled');
        expect(accepted).toEqual([]);
        expect(answers.every((a) => (a.status === 404 && a.body.message === M.applicationNotFound) || (a.status === 409 && a.body.message === M.staleReview))).toBe(true);
        expect(stream).toContain('ErasureDecided');
        expect(stream).not.toContain('ApplicationDecided');
        expect(stream).not.toContain('AwardOffered');
        // A place an approval reserved before losing goes back; the shredding follows the reply.
        await eventually(async () => !(await places()).holders.includes(applicant.id));
        await eventually(async () => (await types(`applicant-${applicant.id}`)).includes('PersonalDataErased'));
        // An approval after the erasure finds no application.
        expect(await approve(reviewers[0], applicant)).toMatchObject({ status: 404, body: { message: M.applicationNotFound } });
      }
    }
    // The e-mails of each round went to real addresses only: no message of this file was sent to an erased recipient.
    expect(running.smtp.received.filter((m) => JSON.stringify(m.to ?? null).includes('Datos eliminados') || !m.to)).toEqual([]);
    expect(outcomes).toHaveLength(6);
  }, 240_000);
});
