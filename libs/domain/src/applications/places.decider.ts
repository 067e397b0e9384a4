import type { WaitingListOrder } from '@postula/validation';
import type { Decider } from '../shared/decider.js';

/**
 * The programme's places (config PLACES) and its waiting list, one stream for the whole programme: every decision
 * that takes or frees a place is decided here, appending with the revision it read, so at every instant the holders
 * never outnumber the places and a freed place goes to exactly one waiting applicant.
 *
 * A place belongs to an application: an approval reserves it before its decision is appended, so two reviewers
 * approving the last place at once cannot both get it and the loser's approval is recorded as `approved_out`.
 * Approvals of the same application share its place. An `approved_out` application then joins the waiting list here.
 * A place is given back only by the award cycle (a declined, expired or renounced offer), and the same append gives
 * it to the first of the waiting list: `PlaceAllocated` with `fromWaitingList`. An applicant who held a place and
 * gave it back never joins the list again.
 */
export const PLACES_STREAM = 'programme-places';

/** The waiting list's sort key besides the approval time (award-score.ts). */
export interface WaitingScore {
  total: number;
  diagnostic: number;
  academic: number;
  income: number;
}

/** Keyed like the application's own events, by its applicant's id (version 1 called it `applicationId`: upcasters.ts). */
export type PlaceAllocated = { type: 'PlaceAllocated'; data: { applicantId: string; allocatedAt: string; fromWaitingList?: boolean } };
export type PlaceReleased = { type: 'PlaceReleased'; data: { applicantId: string; releasedAt: string } };
/** An approval after the places ran out: `approvedAt` and `score` order the list. */
export type WaitingListJoined = { type: 'WaitingListJoined'; data: { applicantId: string; approvedAt: string; score: WaitingScore; joinedAt: string } };
/** The applicant's data was erased: off the list (those after move up), never promoted. */
export type WaitingListLeft = { type: 'WaitingListLeft'; data: { applicantId: string; leftAt: string } };
export type PlacesEvent = PlaceAllocated | PlaceReleased | WaitingListJoined | WaitingListLeft;

export type AllocatePlace = { type: 'AllocatePlace'; data: { applicantId: string; places: number; now: string } };
/** An approved_out application takes its turn: a free place at once (none should be free while anyone waits), else the list. */
export type JoinWaitingList = { type: 'JoinWaitingList'; data: { applicantId: string; approvedAt: string; score: WaitingScore; places: number; now: string } };
/** Gives back the application's place and fills every free place from the waiting list, in `order`. */
export type ReleasePlace = { type: 'ReleasePlace'; data: { applicantId: string; places: number; order: WaitingListOrder; now: string } };
/**
 * An erased approved_out applicant leaves the places: off the waiting list (never to join it), or (a place given by a
 * promotion not yet recorded on the application) the place goes back and to the first waiting, as a release does.
 */
export type LeavePlaces = { type: 'LeavePlaces'; data: { applicantId: string; places: number; order: WaitingListOrder; now: string } };
export type PlacesCommand = AllocatePlace | JoinWaitingList | ReleasePlace | LeavePlaces;

export interface WaitingEntry {
  applicantId: string;
  approvedAt: string;
  score: WaitingScore;
}

export interface PlacesState {
  holders: string[];
  waiting: WaitingEntry[];
  /** Held a place and gave it back: never on the list again. */
  released: string[];
}

export const holdsPlace = (state: PlacesState, applicantId: string) => state.holders.includes(applicantId);

/** "approval": first approved first; "score": highest score first, the approval time breaking ties (then the id). */
export function waitingListInOrder(waiting: readonly WaitingEntry[], order: WaitingListOrder): WaitingEntry[] {
  const byApproval = (a: WaitingEntry, b: WaitingEntry) => a.approvedAt.localeCompare(b.approvedAt) || a.applicantId.localeCompare(b.applicantId);
  return [...waiting].sort(order === 'score' ? (a, b) => b.score.total - a.score.total || byApproval(a, b) : byApproval);
}

const allocated = (applicantId: string, allocatedAt: string, fromWaitingList: boolean): PlaceAllocated => ({
  type: 'PlaceAllocated',
  data: fromWaitingList ? { applicantId, allocatedAt, fromWaitingList } : { applicantId, allocatedAt },
});

/** The application's place given back, and every free place filled from the waiting list in `order`. */
function released(state: PlacesState, { applicantId, places, order, now }: ReleasePlace['data']): PlacesEvent[] {
  if (!holdsPlace(state, applicantId)) return [];
  const free = places - (state.holders.length - 1);
  const promoted = waitingListInOrder(state.waiting, order).slice(0, Math.max(0, free));
  return [{ type: 'PlaceReleased', data: { applicantId, releasedAt: now } }, ...promoted.map((w) => allocated(w.applicantId, now, true))];
}

export const placesDecider: Decider<PlacesState, PlacesCommand, PlacesEvent> = {
  initialState: () => ({ holders: [], waiting: [], released: [] }),
  evolve: (state, event) => {
    const id = event.data.applicantId;
    const waiting = state.waiting.filter((w) => w.applicantId !== id);
    switch (event.type) {
      case 'PlaceAllocated':
        return { ...state, holders: [...state.holders, id], waiting };
      case 'PlaceReleased':
        return { ...state, holders: state.holders.filter((h) => h !== id), released: [...state.released, id] };
      case 'WaitingListJoined':
        return { ...state, waiting: [...waiting, { applicantId: id, approvedAt: event.data.approvedAt, score: event.data.score }] };
      case 'WaitingListLeft':
        return { ...state, waiting, released: [...state.released, id] };
    }
  },
  decide(command, state) {
    switch (command.type) {
      /** Nothing when the application already holds a place or every place is held. */
      case 'AllocatePlace': {
        const { applicantId, places, now } = command.data;
        if (holdsPlace(state, applicantId) || state.holders.length >= places) return [];
        return [allocated(applicantId, now, false)];
      }
      case 'JoinWaitingList': {
        const { applicantId, approvedAt, score, places, now } = command.data;
        if (holdsPlace(state, applicantId) || state.released.includes(applicantId) || state.waiting.some((w) => w.applicantId === applicantId)) return [];
        if (state.holders.length < places) return [allocated(applicantId, now, true)];
        return [{ type: 'WaitingListJoined', data: { applicantId, approvedAt, score, joinedAt: now } }];
      }
      case 'ReleasePlace':
        return released(state, command.data);
      case 'LeavePlaces': {
        const { applicantId, now } = command.data;
        if (holdsPlace(state, applicantId)) return released(state, command.data);
        // Off the list, or kept from joining it by an approval still on its way there.
        return state.released.includes(applicantId) ? [] : [{ type: 'WaitingListLeft', data: { applicantId, leftAt: now } }];
      }
    }
  },
};
