import type { Decider } from '../shared/decider.js';

/**
 * The programme's places (config PLACES), one stream for the whole programme. An approval first takes a place here,
 * appending with the revision it read, so two reviewers approving the last place at once cannot both get it;
 * the loser finds the places full and its approval is recorded as `approved_out`.
 */
export const PLACES_STREAM = 'programme-places';

export type PlaceAllocated = { type: 'PlaceAllocated'; data: { applicationId: string; allocatedAt: string } };
/** An allocation whose approval was then refused (stale revision): the place goes back. */
export type PlaceReleased = { type: 'PlaceReleased'; data: { applicationId: string; releasedAt: string } };
export type PlacesEvent = PlaceAllocated | PlaceReleased;

export type AllocatePlace = { type: 'AllocatePlace'; data: { applicationId: string; places: number; now: string } };
export type ReleasePlace = { type: 'ReleasePlace'; data: { applicationId: string; now: string } };
export type PlacesCommand = AllocatePlace | ReleasePlace;

export interface PlacesState {
  holders: string[];
}

export const holdsPlace = (state: PlacesState, applicationId: string) => state.holders.includes(applicationId);

export const placesDecider: Decider<PlacesState, PlacesCommand, PlacesEvent> = {
  initialState: () => ({ holders: [] }),
  evolve: (state, event) =>
    event.type === 'PlaceAllocated'
      ? { holders: [...state.holders, event.data.applicationId] }
      : { holders: state.holders.filter((id) => id !== event.data.applicationId) },
  decide(command, state) {
    switch (command.type) {
      case 'AllocatePlace': {
        const { applicationId, places, now } = command.data;
        if (holdsPlace(state, applicationId) || state.holders.length >= places) return [];
        return [{ type: 'PlaceAllocated', data: { applicationId, allocatedAt: now } }];
      }
      case 'ReleasePlace':
        return holdsPlace(state, command.data.applicationId) ? [{ type: 'PlaceReleased', data: { applicationId: command.data.applicationId, releasedAt: command.data.now } }] : [];
      default: {
        const exhaustive: never = command;
        throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
      }
    }
  },
};
