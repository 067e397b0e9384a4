import type { Reviewer } from '../applications/application.types.js';
import type { Decider } from '../shared/decider.js';

/**
 * The programme's results publication, one stream: decisions made before it are recorded and shown to staff, and the
 * applicants learn them (status, e-mail, offer) when the results are published. That happens once, on the results
 * day by the worker's scheduled publication or earlier by a superadmin; from then on decisions are told at once.
 */
export const RESULTS_PUBLICATION_STREAM = 'results-publication';

/** `by`: the superadmin who published early; null for the scheduled publication of the results day. */
export type ResultsPublished = { type: 'ResultsPublished'; data: { publishedAt: string; by: Reviewer | null } };
export type ResultsPublicationEvent = ResultsPublished;

export type PublishResults = { type: 'PublishResults'; data: { by: Reviewer | null; now: string } };

export interface ResultsPublicationState {
  publishedAt: string | null;
}

/** Whether decisions are told at once: the publication is recorded, or the results day has come (its sweep records it). */
export const resultsArePublished = (state: ResultsPublicationState, publishAt: string, now: string) => state.publishedAt !== null || Date.parse(now) >= Date.parse(publishAt);

export const resultsPublicationDecider: Decider<ResultsPublicationState, PublishResults, ResultsPublicationEvent> = {
  initialState: () => ({ publishedAt: null }),
  evolve: (state, event) => (state.publishedAt ? state : { publishedAt: event.data.publishedAt }),
  decide: (command, state) => (state.publishedAt ? [] : [{ type: 'ResultsPublished', data: { publishedAt: command.data.now, by: command.data.by } }]),
};
