import { AWARD_MESSAGES as M } from '../awards/award-messages.js';
import { fold } from '../shared/decider.js';
import { givenFor, refusal } from '../shared/decider-spec.fixture.js';
import { applicationDecider, type ApplicationCommand } from './application.decider.js';
import type { ApplicationEvent } from './application.events.js';
import { waitingScoreOf } from './award-score.js';
import { filesNoLongerCurrent } from './stored-files.js';
import { placesDecider, waitingListInOrder, type PlacesCommand, type PlacesEvent, type WaitingScore } from './places.decider.js';

const applicantId = 'a1';
const NOW = '2025-03-01T15:00:00.000Z';
const BEFORE = '2025-03-05T00:00:00.000Z';
const AFTER = '2025-03-09T00:00:00.000Z';
const recipient = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez' };
const reviewer = { id: 'r1', fullName: 'Revisora', email: 'r1@postula.test' };
const offer = { acceptBy: '2025-03-08T15:00:00.000Z', documents: ['Carta de compromiso'] };
const given = givenFor(applicationDecider);

const decided = (decision: 'approved' | 'approved_out'): ApplicationEvent => ({
  type: 'ApplicationDecided',
  data: { applicantId, ...recipient, decision, reviewer, notes: 'n', previousStatus: 'under_review', decidedAt: NOW },
});
const offered: ApplicationEvent = { type: 'AwardOffered', data: { applicantId, ...recipient, ...offer, promoted: false, offeredAt: NOW } };
const accepted: ApplicationEvent = { type: 'AwardAccepted', data: { applicantId, acceptedAt: BEFORE } };
const accept = (now = BEFORE): ApplicationCommand => ({ type: 'AcceptAward', data: { applicantId, now } });
const decline = (now = BEFORE): ApplicationCommand => ({ type: 'DeclineAward', data: { applicantId, recipient, reason: null, now } });
const expire = (now: string): ApplicationCommand => ({ type: 'ExpireAward', data: { applicantId, now } });

describe('the award on the application stream', () => {
  it('accepts or declines an open offer before its deadline, once', () => {
    expect(given(decided('approved'), offered).when(accept())).toEqual([{ type: 'AwardAccepted', data: { applicantId, acceptedAt: BEFORE } }]);
    expect(given(decided('approved'), offered).when(decline())[0]).toMatchObject({ type: 'AwardDeclined', data: { previousStatus: 'approved' } });
    expect(refusal(() => given(decided('approved'), offered, accepted).when(accept())).message).toBe(M.alreadyAccepted);
    expect(refusal(() => given(decided('approved'), offered, accepted).when(decline())).message).toBe(M.alreadyAccepted);
    expect(refusal(() => given(decided('approved'), offered).when(accept(AFTER)))).toMatchObject({ kind: 'conflict', message: M.offerClosed });
    expect(refusal(() => given(decided('approved_out')).when(accept()))).toMatchObject({ kind: 'conflict', message: M.noAward });
  });

  it('expires an open offer only once its deadline has passed, and only once', () => {
    expect(given(decided('approved'), offered).when(expire(BEFORE))).toEqual([]);
    const [expired] = given(decided('approved'), offered).when(expire(AFTER));
    expect(expired).toMatchObject({ type: 'AwardExpired', data: { acceptBy: offer.acceptBy } });
    expect(given(decided('approved'), offered, expired).when(expire(AFTER))).toEqual([]);
    expect(given(decided('approved'), offered, accepted).when(expire(AFTER))).toEqual([]);
    expect(fold(applicationDecider, [decided('approved'), offered, expired]).status).toBe('award_expired');
  });

  it('promotes an approved_out application once, with a new offer', () => {
    const promote: ApplicationCommand = { type: 'PromoteFromWaitingList', data: { applicantId, recipient, offer, now: BEFORE } };
    const events = given(decided('approved_out')).when(promote);
    expect(events.map((e) => e.type)).toEqual(['PromotedFromWaitingList', 'AwardOffered']);
    expect(fold(applicationDecider, [decided('approved_out'), ...events]).status).toBe('approved');
    expect(given(decided('approved_out'), ...events).when(promote)).toEqual([]);
  });

  it('takes documents once accepted and refuses to replace a verified one', () => {
    const file = { storageKey: 'k', fileName: 'carta.pdf', contentType: 'application/pdf', size: 1 };
    const upload: ApplicationCommand = { type: 'UploadAwardDocuments', data: { applicantId, documents: [{ documentId: 'd1', documentType: 'commitment_letter', file }], now: BEFORE } };
    expect(refusal(() => given(decided('approved'), offered).when(upload)).message).toBe(M.notAccepted);
    const [uploaded] = given(decided('approved'), offered, accepted).when(upload);
    const verify: ApplicationCommand = { type: 'VerifyAwardDocument', data: { applicantId, recipient, documentType: 'commitment_letter', documentLabel: 'Carta de compromiso', verified: true, note: null, actor: reviewer, now: BEFORE } };
    expect(refusal(() => given(decided('approved'), offered, accepted).when(verify)).message).toBe(M.documentMissing);
    const [verified] = given(decided('approved'), offered, accepted, uploaded).when(verify);
    expect(refusal(() => given(decided('approved'), offered, accepted, uploaded, verified).when(upload)).message).toBe(M.documentVerified);
  });

  it('makes a replaced post-award document no longer current, so its file is deleted', () => {
    const upload = (documentId: string): ApplicationCommand => ({
      type: 'UploadAwardDocuments',
      data: { applicantId, documents: [{ documentId, documentType: 'commitment_letter', file: { storageKey: `k/${documentId}`, fileName: 'carta.pdf', contentType: 'application/pdf', size: 1 } }], now: BEFORE },
    });
    const history = [decided('approved'), offered, accepted];
    const [first] = given(...history).when(upload('d1'));
    const [second] = given(...history, first).when(upload('d2'));
    expect(filesNoLongerCurrent(fold(applicationDecider, [...history, first]), fold(applicationDecider, [...history, first, second]))).toEqual(['k/d1']);
  });
});

describe('the waiting list on the places stream', () => {
  const score = (total: number): WaitingScore => ({ total, diagnostic: 0, academic: 0, income: 0 });
  const allocated = (id: string): PlacesEvent => ({ type: 'PlaceAllocated', data: { applicantId: id, allocatedAt: NOW } });
  const joined = (id: string, approvedAt: string, total = 5): PlacesEvent => ({ type: 'WaitingListJoined', data: { applicantId: id, approvedAt, score: score(total), joinedAt: approvedAt } });
  const decide = (events: PlacesEvent[], command: PlacesCommand) => placesDecider.decide(command, fold(placesDecider, events));
  const release = (id: string, order: 'approval' | 'score' = 'approval'): PlacesCommand => ({ type: 'ReleasePlace', data: { applicantId: id, places: 2, order, now: NOW } });
  const full = [allocated('a'), allocated('b'), joined('w1', '2025-03-01T10:00:00Z', 4), joined('w2', '2025-03-01T09:00:00Z', 9)];

  it('gives a freed place to the first on the list in the same decision, and to nobody twice', () => {
    expect(decide(full, release('a'))).toEqual([{ type: 'PlaceReleased', data: { applicantId: 'a', releasedAt: NOW } }, { type: 'PlaceAllocated', data: { applicantId: 'w2', allocatedAt: NOW, fromWaitingList: true } }]);
    const after = [...full, ...decide(full, release('a'))];
    expect(decide(after, release('a'))).toEqual([]);
    expect(decide(after, release('b'))[1]).toMatchObject({ data: { applicantId: 'w1' } });
    expect(decide(after, { type: 'JoinWaitingList', data: { applicantId: 'a', approvedAt: NOW, score: score(1), places: 2, now: NOW } })).toEqual([]);
  });

  it('takes an erased applicant off the list (the others move up, they never join again) or gives their place on', () => {
    const leave = (id: string): PlacesCommand => ({ type: 'LeavePlaces', data: { applicantId: id, places: 2, order: 'approval', now: NOW } });
    const left = decide(full, leave('w2'));
    expect(left).toEqual([{ type: 'WaitingListLeft', data: { applicantId: 'w2', leftAt: NOW } }]);
    expect(decide([...full, ...left], release('a'))[1]).toMatchObject({ data: { applicantId: 'w1' } });
    expect(decide([...full, ...left], leave('w2'))).toEqual([]);
    const early = decide(full, leave('late'));
    expect(decide([...full, ...early], { type: 'JoinWaitingList', data: { applicantId: 'late', approvedAt: NOW, score: score(9), places: 2, now: NOW } })).toEqual([]);
    expect(decide(full, leave('a'))[1]).toMatchObject({ type: 'PlaceAllocated', data: { applicantId: 'w2', fromWaitingList: true } });
  });

  it('orders by approval time, or by score with the approval time breaking ties', () => {
    const entries = [joined('x', '2025-03-02T00:00:00Z', 8), joined('y', '2025-03-01T00:00:00Z', 6), joined('z', '2025-03-03T00:00:00Z', 8)].map((e) => ({ ...e.data, applicantId: e.data.applicantId }));
    expect(waitingListInOrder(entries as never, 'approval').map((e) => e.applicantId)).toEqual(['y', 'x', 'z']);
    expect(waitingListInOrder(entries as never, 'score').map((e) => e.applicantId)).toEqual(['x', 'z', 'y']);
  });

  it('scores the diagnostic, the grade on 10 and the per-capita income with the weights', () => {
    const state = { exam: { correctAnswers: 30, totalQuestions: 40, percentage: 75, levelAchieved: 'B1' as const }, sections: { academic_details: { graduation_grade: 18 }, financial_summary: { monthly_income: 300 } }, members: { m: {} } };
    expect(waitingScoreOf(state as never, { diagnostic: 1, academic: 1, income: 2, incomeCeiling: 500 })).toEqual({ total: 7.63, diagnostic: 7.5, academic: 9, income: 7 });
  });
});
