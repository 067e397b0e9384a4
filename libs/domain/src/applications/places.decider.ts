import type { Decider } from '../shared/decider.js';

/**
 * The programme's places (config PLACES), one stream for the whole programme. A place belongs to an application:
 * an approval reserves it here before its decision is appended, appending with the revision it read, so two
 * reviewers approving the last place at once cannot both get it and the loser's approval is recorded as
 * `approved_out`. Approvals of the same application share its place; no decision gives one back.
 */
export const PLACES_STREAM = 'programme-places';

/** Keyed like the application's own events, by its applicant's id (version 1 called it `applicationId`: upcasters.ts). */
export type PlaceAllocated = { type: 'PlaceAllocated'; data: { applicantId: string; allocatedAt: string } };
/** A place given back. No decision records it; a stream that holds one still reads it. */
export type PlaceReleased = { type: 'PlaceReleased'; data: { applicantId: string; releasedAt: string } };
export type PlacesEvent = PlaceAllocated | PlaceReleased;

export type AllocatePlace = { type: 'AllocatePlace'; data: { applicantId: string; places: number; now: string } };
export type PlacesCommand = AllocatePlace;

export interface PlacesState {
  holders: string[];
}

export const holdsPlace = (state: PlacesState, applicantId: string) => state.holders.includes(applicantId);

export const placesDecider: Decider<PlacesState, PlacesCommand, PlacesEvent> = {
  initialState: () => ({ holders: [] }),
  evolve: (state, event) =>
    event.type === 'PlaceAllocated'
      ? { holders: [...state.holders, event.data.applicantId] }
      : { holders: state.holders.filter((id) => id !== event.data.applicantId) },
  /** Nothing when the application already holds a place or every place is held. */
  decide({ data: { applicantId, places, now } }, state) {
    if (holdsPlace(state, applicantId) || state.holders.length >= places) return [];
    return [{ type: 'PlaceAllocated', data: { applicantId, allocatedAt: now } }];
  },
};
