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

  it('an erased applicant on the waiting list leaves it in the same erasure (the next moves up) and the next freed place goes to the next real applicant', async () => {
    const running = await withFreePlaces(1);
    const [superadmin, reviewer] = await Promise.all([staffClient(running, 'superadmin'), staffClient(running, 'reviewer')]);
    const [holder, first, second] = [await submittedApplication(running, reader), await submittedApplication(running, reader), await submittedApplication(running, reader)];
    expect(expectOk(await approve(reviewer, holder)).body.data.new_status).toBe('approved');
    for (const waiting of [first, second]) expect(expectOk(await approve(reviewer, waiting)).body.data.new_status).toBe('approved_out');
    await eventually(async () => (await places()).waiting.filter((w) => [first.id, second.id].includes(w.applicantId)).length === 2);

    const filing = await fileDeletion(first);
    const resolved = expectOk(await superadmin.sees(filing).post('data-requests/resolve', { id: filing.body.data.id, decision: 'fulfilled', reason: 'Atendemos tu pedido' }));
    expect(resolved.body.data).toMatchObject({ status: 'fulfilled', kept_by_law: false });
    expect((await places()).waiting.map((w) => w.applicantId)).not.toContain(first.id);
    const list = await eventually(async () => {
      const rows = expectOk(await superadmin.sees(resolved).get('awards/waiting-list?per_page=100')).body.data as { application_id: string; position: number }[];
      return rows.some((r) => r.application_id === first.id) ? undefined : rows;
    });
    const mine = list.filter((r) => [first.id, second.id].includes(r.application_id));
    expect(mine).toEqual([expect.objectContaining({ application_id: second.id })]);
    expect(list.find((r) => r.application_id === second.id)!.position).toBe(list.length);

    // The holder declines: the freed place goes to the next real applicant, never to the erased one.
    await eventually(async () => (await types(applicationStream(holder.id))).includes('AwardOffered'));
    expectOk(await holder.send('post', 'application/award/decline', {}));
    await eventually(async () => (await types(applicationStream(second.id))).includes('PromotedFromWaitingList'));
    expect(await types(applicationStream(first.id))).not.toContain('PromotedFromWaitingList');
    expect((await places()).holders).not.toContain(first.id);
  }, 240_000);

  it('sends the reply to a fulfilled deletion to the applicant’s address with the office’s text, then shreds; the queue keeps the text and the office’s notices their recipient', async () => {
    const running = await withFreePlaces(1);
    const superadmin = await staffClient(running, 'superadmin');
    const applicant = await submittedApplication(running, reader);
    const filing = await fileDeletion(applicant);
    const reply = 'Eliminamos tus datos personales como pediste';
    const resolved = expectOk(await superadmin.sees(filing).post('data-requests/resolve', { id: filing.body.data.id, decision: 'fulfilled', reason: reply }));
    expect(resolved.body.data).toMatchObject({ status: 'fulfilled', reason: reply });

    const mail = await eventually(() => running.smtp.received.find((m) => JSON.stringify(m.to).includes(applicant.email) && m.subject === 'Respuesta a tu solicitud sobre tus datos personales'));
    expect(mail.text).toContain(reply);
    expect(mail.text).not.toContain('Datos eliminados');
    await eventually(async () => (await types(`applicant-${applicant.id}`)).includes('PersonalDataErased'));
    const [erasure] = (await reader.stream(`applicant-${applicant.id}`)).filter((e) => e.type === 'PersonalDataErased');
    expect(erasure.data).toMatchObject({ requestId: filing.body.data.id, erasedBy: superadmin.id });

    const row = await eventually(async () => {
      const rows = expectOk(await superadmin.get('data-requests?per_page=100')).body.data as { id: string; reason: string | null; applicant: { email: string } }[];
      const found = rows.find((r) => r.id === filing.body.data.id);
      return found?.applicant.email === 'Datos eliminados' ? found : undefined;
    });
    expect(row.reason).toBe(reply);
    type LogRow = { applicant: { email: string }; status: { code: string } };
    const logs = async (stage: string) => expectOk(await superadmin.get(`email-logs?per_page=100&stage=${stage}`)).body.data as LogRow[];
    // The replies went out (none shredded first), and the office's notices, about this request among others, keep their recipient.
    await eventually(async () => {
      const replies = await logs('data_request_resolved');
      return replies.length > 0 && replies.every((r) => r.status.code === 'sent');
    });
    const office = await logs('data_request_office');
    expect(office.length).toBeGreaterThanOrEqual(2);
    expect(office.filter((r) => r.applicant.email === 'Datos eliminados')).toEqual([]);
  }, 240_000);
});
