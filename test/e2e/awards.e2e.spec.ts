import { applicationStream, AWARD_MESSAGES as M, PLACES_STREAM, placesDecider, waitingListInOrder } from '@postula/domain';
import type { PlacesEvent } from '@postula/domain';
import { eventReader } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { ApplicantClient, DEADLINE, expectOk, files } from './applications.fixture.js';
import { staffClient, StaffClient, submittedApplication } from './review.fixture.js';

/**
 * The award cycle over HTTP: offers, answers, the waiting list moving when places free, never above PLACES. The tests
 * share this file's event store: each starts a system whose PLACES leaves the free places it needs beyond those held.
 */
describe('award cycle', () => {
  const reader = eventReader();
  let system: TestSystem | undefined;

  afterAll(async () => {
    await system?.close();
    await reader.close();
  });

  const places = async () => (await reader.stream(PLACES_STREAM)).reduce((state, e) => placesDecider.evolve(state, e as unknown as PlacesEvent), placesDecider.initialState());
  const typesOf = async (client: ApplicantClient) => (await reader.stream(applicationStream(client.id))).map((e) => e.type);
  const count = (types: string[], type: string) => types.filter((t) => t === type).length;

  async function withFreePlaces(free: number, env: Record<string, string> = {}): Promise<TestSystem> {
    const held = system ? (await places()).holders.length : 0;
    await system?.close();
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, PLACES: String(held + free), ...env });
    return system;
  }

  /** Approves and lets the applicant's next read see the decision (another account's write). */
  async function approve(staff: StaffClient, client: ApplicantClient): Promise<string> {
    const res = expectOk(await staff.post('applications/update-status', { application_id: client.id, new_status: 'approved', correction_notes: 'Cumple' }));
    client.sees(res.headers['x-consistency-token']);
    return res.body.data.new_status;
  }

  async function submitted(running: TestSystem, n: number): Promise<ApplicantClient[]> {
    const clients: ApplicantClient[] = [];
    while (clients.length < n) clients.push(...(await Promise.all(Array.from({ length: Math.min(20, n - clients.length) }, () => submittedApplication(running, reader)))));
    return clients;
  }

  it('twenty declines raced at once promote exactly twenty waiting applicants, each once, never above the places', async () => {
    const running = await withFreePlaces(20);
    const reviewer = await staffClient(running, 'reviewer');
    const [offered, waiting] = [await submitted(running, 20), await submitted(running, 20)];
    for (const client of offered) expect(await approve(reviewer, client)).toBe('approved');
    for (const client of waiting) expect(await approve(reviewer, client)).toBe('approved_out');
    const before = await places();
    expect(before.waiting.map((w) => w.applicantId)).toEqual(expect.arrayContaining(waiting.map((c) => c.id)));
    const award = expectOk(await offered[0].get('application/award')).body.award;
    expect(award).toMatchObject({ status: 'offered', waiting_position: null });
    expect(Date.parse(award.accept_by) - Date.parse(award.offered_at)).toBe(7 * 86_400_000);
    // Its own approval is read at once; the nineteen after it (other applicants') as the projection reaches them.
    const waitingAward = await eventually(async () => {
      const body = expectOk(await waiting[0].get('application/award')).body.award;
      return body.waiting_total === 20 ? body : undefined;
    });
    expect(waitingAward).toMatchObject({ status: 'waiting', waiting_position: 1, waiting_total: 20 });

    const answers = await Promise.all(offered.map((client) => client.send('post', 'application/award/decline', { reason: 'Viajo al exterior' })));
    expect(answers.map((r) => r.status)).toEqual(offered.map(() => 200));

    const after = await places();
    expect(after.holders).toHaveLength(before.holders.length);
    for (const client of waiting) {
      const types = await typesOf(client);
      expect([count(types, 'PromotedFromWaitingList'), count(types, 'AwardOffered')]).toEqual([1, 1]);
    }
    for (const client of offered) expect(count(await typesOf(client), 'AwardDeclined')).toBe(1);
    // Declined twice: the offer is closed.
    expect(await offered[0].send('post', 'application/award/decline', {})).toMatchObject({ status: 409, body: { message: M.offerClosed } });
  }, 180_000);

  it('a promotion and a staff approval raced for the last place: one gets it, the other is approved_out', async () => {
    const running = await withFreePlaces(1);
    const reviewer = await staffClient(running, 'reviewer');
    const [holder, waiting, racing] = await submitted(running, 3);
    expect(await approve(reviewer, holder)).toBe('approved');
    expect(await approve(reviewer, waiting)).toBe('approved_out');
    const heldBefore = (await places()).holders.length;

    const [declined, decided] = await Promise.all([
      holder.send('post', 'application/award/decline', {}),
      reviewer.post('applications/update-status', { application_id: racing.id, new_status: 'approved', correction_notes: 'Cumple' }),
    ]);
    expect(declined.status).toBe(200);
    const outcomes = [(await typesOf(waiting)).includes('PromotedFromWaitingList'), expectOk(decided).body.data.new_status === 'approved'];
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect((await places()).holders).toHaveLength(heldBefore);
  });

  it('answers 409 in Spanish outside an open offer, keeps the documents to accepted scholars and the acts to superadmins', async () => {
    const running = await withFreePlaces(2);
    const [reviewer, superadmin, auditor] = await Promise.all([staffClient(running, 'reviewer'), staffClient(running, 'superadmin'), staffClient(running, 'auditor')]);
    const [scholar, other, waiting, undecided] = await submitted(running, 4);
    await approve(reviewer, scholar);
    await approve(reviewer, other);
    expect(await approve(reviewer, waiting)).toBe('approved_out');

    expect(await undecided.send('post', 'application/award/accept')).toMatchObject({ status: 409, body: { message: M.noAward } });
    expect(await waiting.send('post', 'application/award/accept')).toMatchObject({ status: 409, body: { message: M.noAward } });
    expect((await scholar.send('post', 'application/award/decline', { reason: 'x'.repeat(501) })).status).toBe(422);
    expect(await scholar.upload('application/award/documents', { commitment_letter: files.pdf() })).toMatchObject({ status: 409, body: { message: M.notAccepted } });
    expectOk(await scholar.send('post', 'application/award/accept'));
    expect(await scholar.send('post', 'application/award/accept')).toMatchObject({ status: 409, body: { message: M.alreadyAccepted } });
    expect(await scholar.send('post', 'application/award/decline', {})).toMatchObject({ status: 409, body: { message: M.alreadyAccepted } });
    expect((await scholar.upload('application/award/documents', { notarized_id: files.exe() })).status).toBe(422);

    const letter = expectOk(await scholar.get('application/award/letter'));
    expect(letter.headers['content-type']).toContain('application/pdf');
    const uploaded = expectOk(await scholar.upload('application/award/documents', { commitment_letter: files.pdf(), notarized_id: files.jpeg(), enrolment_certificate: files.png() }));
    expect(uploaded.body.documents.map((d: { uploaded: boolean }) => d.uploaded)).toEqual([true, true, true]);

    const verify = { application_id: scholar.id, document_type: 'notarized_id', verified: false, note: 'La copia no está notariada' };
    expect((await reviewer.post('awards/verify-document', verify)).status).toBe(403);
    expect((await superadmin.post('awards/verify-document', { ...verify, note: '' })).status).toBe(422);
    expectOk(await superadmin.post('awards/verify-document', verify));
    expectOk(await superadmin.post('awards/verify-document', { ...verify, document_type: 'commitment_letter', verified: true, note: undefined }));
    expect(await superadmin.post('awards/verify-document', { ...verify, application_id: other.id })).toMatchObject({ status: 409, body: { message: M.notVerifiable } });
    expect((await scholar.upload('application/award/documents', { commitment_letter: files.pdf() })).body.message).toBe(M.documentVerified);

    for (const staff of [reviewer, auditor]) {
      expectOk(await staff.get('awards?status=accepted'));
      expectOk(await staff.get('awards/summary'));
      expectOk(await staff.get('awards/waiting-list'));
      expect((await staff.post('awards/withdraw', { application_id: scholar.id, reason: 'Renuncia' })).status).toBe(403);
    }
    expect((await reviewer.get('awards?status=nada')).status).toBe(422);
    const firstWaiting = waitingListInOrder((await places()).waiting, 'approval')[0].applicantId;
    const withdrawn = expectOk(await superadmin.post('awards/withdraw', { application_id: scholar.id, reason: 'Renunció por teléfono' }));
    // The first of the whole list (earlier tests left applicants waiting), not necessarily this test's.
    expect(withdrawn.body.promoted_application_id).toBe(firstWaiting);
    expect(await superadmin.post('awards/withdraw', { application_id: scholar.id, reason: 'Otra vez' })).toMatchObject({ status: 409, body: { message: M.notWithdrawable } });
    expect(await superadmin.sees(withdrawn).get('awards/excel')).toMatchObject({ status: 200 });

    const transparency = expectOk(await (await import('supertest')).default(running.url).get('/backend/api/public/transparency')).body;
    expect(transparency).toMatchObject({ places: expect.any(Number), accepted: expect.any(Number), pending_offers: expect.any(Number), waiting_list: expect.any(Number) });
    expect(JSON.stringify(transparency)).not.toContain('@');
  });

  it('expires an unanswered offer once with two workers and offers the place to the next applicant once', async () => {
    const running = await withFreePlaces(1, { AWARD_ACCEPT_WITHIN: 'PT4S', AWARD_SWEEP_EVERY: 'PT1S' });
    const second = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, PLACES: String((await places()).holders.length + 1), AWARD_ACCEPT_WITHIN: 'PT4S', AWARD_SWEEP_EVERY: 'PT1S' });
    try {
      const reviewer = await staffClient(running, 'reviewer');
      const [first, next] = await submitted(running, 2);
      expect(await approve(reviewer, first)).toBe('approved');
      expect(await approve(reviewer, next)).toBe('approved_out');
      await eventually(async () => (await typesOf(next)).includes('AwardExpired'), 45_000);
      // Both workers kept sweeping meanwhile: each step was recorded once.
      await new Promise((r) => setTimeout(r, 2500));
      const [a, b] = [await typesOf(first), await typesOf(next)];
      expect([count(a, 'AwardExpired'), count(b, 'PromotedFromWaitingList'), count(b, 'AwardOffered'), count(b, 'AwardExpired')]).toEqual([1, 1, 1, 1]);
    } finally {
      await second.close();
    }
  });
});
