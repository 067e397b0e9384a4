import { givenFor, refusal } from '../shared/decider-spec.fixture.js';
import { applicationDecider, type ApplicationCommand } from './application.decider.js';
import type { ApplicationEvent } from './application.events.js';
import { addRetentionPeriod, RETENTION_MESSAGES as M, retentionDueAt } from './retention.decide.js';
import { ERASURE_REFUSED_AWARDED_MESSAGE } from '../privacy/personal-data.js';
import { REVIEW_MESSAGES } from './review-messages.js';

const applicantId = 'a1';
const DEADLINE = '2026-03-20T04:59:00.000Z';
const periods = { never_submitted: { months: 6 }, rejected: { months: 12 }, awarded: null };
const by = { id: 's1', fullName: 'Super', email: 's@x' };
const given = givenFor(applicationDecider);
const rejected: ApplicationEvent = {
  type: 'ApplicationDecided',
  data: { applicantId, email: 'a@x', firstName: 'A', lastName: 'B', decision: 'rejected', reviewer: by, notes: 'x', previousStatus: 'under_review', decidedAt: '2026-04-01T15:00:00.000Z' },
};
const end = (now: string): ApplicationCommand => ({ type: 'EndRetentionPeriod', data: { applicantId, now, deadline: DEADLINE, periods } });
const hold: ApplicationCommand = { type: 'PlaceRetentionHold', data: { applicantId, reason: 'Reclamo', by, now: '2026-05-01T00:00:00.000Z' } };
const release: ApplicationCommand = { type: 'ReleaseRetentionHold', data: { applicantId, by, now: '2026-05-02T00:00:00.000Z' } };

describe('retention', () => {
  it('counts from the deadline for an application never sent and from the decision for a rejection; other outcomes are kept', () => {
    expect(retentionDueAt({ status: 'started', decidedAt: null }, DEADLINE, periods)).toEqual({ outcome: 'never_submitted', dueAt: '2026-09-20T04:59:00.000Z' });
    expect(retentionDueAt({ status: 'rejected', decidedAt: '2026-04-01T15:00:00.000Z' }, DEADLINE, periods)).toEqual({ outcome: 'rejected', dueAt: '2027-04-01T15:00:00.000Z' });
    for (const status of ['submitted', 'approved', 'approved_out'] as const) expect(retentionDueAt({ status, decidedAt: null }, DEADLINE, periods)).toBeNull();
    expect(addRetentionPeriod('2026-01-01T00:00:00.000Z', { seconds: 3 })).toBe('2026-01-01T00:00:03.000Z');
  });

  it('ends the period once it is due, once, and never while held', () => {
    expect(given(rejected).when(end('2027-04-01T14:59:59.000Z'))).toEqual([]);
    const ended = given(rejected).when(end('2027-04-01T15:00:00.000Z'));
    expect(ended).toEqual([{ type: 'RetentionPeriodEnded', data: { applicantId, outcome: 'rejected', dueAt: '2027-04-01T15:00:00.000Z', endedAt: '2027-04-01T15:00:00.000Z' } }]);
    expect(given(rejected, ...ended).when(end('2027-05-01T00:00:00.000Z'))).toEqual([]);
    const held = given(rejected).when(hold);
    expect(given(rejected, ...held).when(end('2028-01-01T00:00:00.000Z'))).toEqual([]);
    const released = given(rejected, ...held).when(release);
    expect(given(rejected, ...held, ...released).when(end('2028-01-01T00:00:00.000Z'))).toHaveLength(1);
  });

  it('refuses a second hold, a release without a hold and a hold after the period ended', () => {
    const held = given(rejected).when(hold);
    expect(refusal(() => given(rejected, ...held).when(hold))).toMatchObject({ kind: 'conflict', message: M.alreadyHeld });
    expect(refusal(() => given(rejected).when(release))).toMatchObject({ kind: 'conflict', message: M.notHeld });
    const ended = given(rejected).when(end('2028-01-01T00:00:00.000Z'));
    expect(refusal(() => given(rejected, ...ended).when(hold))).toMatchObject({ kind: 'conflict', message: M.alreadyErased });
  });

  it('decides an erasure once, refuses an awarded scholar’s, and after it refuses every decision and records nothing for the sweeps', () => {
    const erase: ApplicationCommand = { type: 'DecideErasure', data: { applicantId, requestId: 'r1', by: 's1', reason: 'Solicitud', now: '2026-05-01T00:00:00.000Z' } };
    const erased = given(rejected).when(erase);
    expect(erased).toEqual([{ type: 'ErasureDecided', data: { applicantId, requestId: 'r1', erasedBy: 's1', reason: 'Solicitud', decidedAt: '2026-05-01T00:00:00.000Z' } }]);
    expect(given(rejected, ...erased).when(erase)).toEqual([]);
    expect(given(rejected, ...erased).when(end('2028-01-01T00:00:00.000Z'))).toEqual([]);
    expect(refusal(() => given(rejected, ...erased).when(hold))).toMatchObject({ kind: 'conflict', message: M.erased });
    const approve: ApplicationCommand = { type: 'DecideApplication', data: { applicantId, recipient: { email: 'a@x', firstName: 'A', lastName: 'B' }, decision: 'approved', placeAvailable: true, resultsPublished: true, offer: { acceptBy: '2026-06-01T00:00:00.000Z', documents: [] }, reviewer: by, notes: 'Cumple', now: '2026-05-02T00:00:00.000Z' } };
    expect(refusal(() => given(rejected, ...erased).when(approve))).toMatchObject({ kind: 'not_found', message: REVIEW_MESSAGES.applicationNotFound });
    const approved: ApplicationEvent = { ...rejected, data: { ...rejected.data, decision: 'approved' } } as ApplicationEvent;
    expect(refusal(() => given(approved).when(erase))).toMatchObject({ kind: 'conflict', message: ERASURE_REFUSED_AWARDED_MESSAGE });
  });
});
