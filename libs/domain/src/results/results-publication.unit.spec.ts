import { applicationDecider, type ApplicationCommand } from '../applications/application.decider.js';
import type { ApplicationEvent } from '../applications/application.events.js';
import { fold } from '../shared/decider.js';
import { resultsArePublished, resultsPublicationDecider } from './results-publication.js';

const applicantId = 'a1';
const BEFORE = '2025-02-20T15:00:00.000Z';
const PUBLISHED = '2025-03-10T05:00:00.000Z';
const reviewer = { id: 'r1', fullName: 'Revisora Uno', email: 'r1@postula.test' };
const recipient = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez' };
const offer = { acceptBy: '2025-03-17T05:00:00.000Z', documents: ['Carta de compromiso'] };

const given = (...events: ApplicationEvent[]) => ({ when: (command: ApplicationCommand) => applicationDecider.decide(command, fold(applicationDecider, events)) });
const submitted: ApplicationEvent = {
  type: 'ApplicationSubmitted',
  data: { applicantId, ...recipient, submission: { motivation: 'Quiero aprender', accepts_terms: true, submission_city: 'Guayaquil', submission_date: '2025-02-12' }, submittedAt: BEFORE },
};
const decide = (decision: 'approved' | 'rejected', placeAvailable: boolean, resultsPublished: boolean): ApplicationCommand => ({
  type: 'DecideApplication',
  data: { applicantId, recipient, decision, placeAvailable, offer, resultsPublished, reviewer, notes: 'Cumple', now: BEFORE },
});
const held = (decision: 'approved' | 'approved_out' | 'rejected'): ApplicationEvent => ({
  type: 'ApplicationDecided',
  data: { applicantId, ...recipient, decision, reviewer, notes: 'Cumple', previousStatus: 'submitted', decidedAt: BEFORE, resultHeld: true },
});
const publishOffer = { acceptBy: '2025-03-17T05:00:00.000Z', documents: ['Carta de compromiso'] };
const publish: ApplicationCommand = { type: 'PublishResult', data: { applicantId, recipient, offer: publishOffer, now: PUBLISHED } };

describe('a decision before the results are published', () => {
  it('is recorded for staff but held: no offer goes with an approval', () => {
    expect(given(submitted).when(decide('approved', true, false))).toEqual([held('approved')]);
    expect(given(submitted).when(decide('approved', false, false))).toEqual([held('approved_out')]);
    expect(given(submitted).when(decide('rejected', true, false))).toEqual([held('rejected')]);
  });

  it('after the publication is told at once, an approval with its offer', () => {
    const events = given(submitted).when(decide('approved', true, true));
    expect(events.map((e) => e.type)).toEqual(['ApplicationDecided', 'AwardOffered']);
    expect(events[0].data).not.toHaveProperty('resultHeld');
  });

  it('is published once: an approval gets its offer counted from the publication', () => {
    expect(given(submitted, held('approved')).when(publish)).toEqual([
      { type: 'ResultPublished', data: { applicantId, ...recipient, decision: 'approved', publishedAt: PUBLISHED } },
      { type: 'AwardOffered', data: { applicantId, ...recipient, ...publishOffer, promoted: false, offeredAt: PUBLISHED } },
    ]);
    const published = given(submitted, held('approved')).when(publish);
    expect(given(submitted, held('approved'), ...published).when(publish)).toEqual([]);
  });

  it('publishes the waiting list and rejections without an offer; nothing for a result never held', () => {
    expect(given(submitted, held('approved_out')).when(publish).map((e) => e.type)).toEqual(['ResultPublished']);
    expect(given(submitted, held('rejected')).when(publish).map((e) => e.type)).toEqual(['ResultPublished']);
    expect(given(submitted).when(publish)).toEqual([]);
    const told: ApplicationEvent = { type: 'ApplicationDecided', data: { ...(held('rejected').data as object), resultHeld: undefined } as never };
    expect(given(submitted, told).when(publish)).toEqual([]);
  });

  it('gets no offer from the sweep for approvals without one, and a promotion waits for the publication', () => {
    expect(given(submitted, held('approved')).when({ type: 'OfferAward', data: { applicantId, recipient, offer, now: BEFORE } })).toEqual([]);
    const promoted = given(submitted, held('approved_out')).when({ type: 'PromoteFromWaitingList', data: { applicantId, recipient, offer, now: BEFORE } });
    expect(promoted.map((e) => e.type)).toEqual(['PromotedFromWaitingList']);
    expect(given(submitted, held('approved_out'), ...promoted).when(publish).map((e) => e.type)).toEqual(['ResultPublished', 'AwardOffered']);
  });
});

describe('the results publication', () => {
  const by = { id: 's1', fullName: 'Admin', email: 'admin@postula.test' };

  it('is recorded once, by whoever comes first', () => {
    const first = resultsPublicationDecider.decide({ type: 'PublishResults', data: { by, now: PUBLISHED } }, resultsPublicationDecider.initialState());
    expect(first).toEqual([{ type: 'ResultsPublished', data: { publishedAt: PUBLISHED, by } }]);
    const state = fold(resultsPublicationDecider, first);
    expect(resultsPublicationDecider.decide({ type: 'PublishResults', data: { by: null, now: PUBLISHED } }, state)).toEqual([]);
  });

  it('counts as published once recorded or once the results day has come', () => {
    const none = resultsPublicationDecider.initialState();
    expect(resultsArePublished(none, PUBLISHED, BEFORE)).toBe(false);
    expect(resultsArePublished(none, PUBLISHED, PUBLISHED)).toBe(true);
    expect(resultsArePublished({ publishedAt: BEFORE }, PUBLISHED, BEFORE)).toBe(true);
  });
});
