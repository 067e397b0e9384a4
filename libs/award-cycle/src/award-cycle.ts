import {
  applicantDecider,
  applicantStream,
  applicationDecider,
  applicationStream,
  PLACES_STREAM,
  placesDecider,
  recipientOf,
  waitingScoreOf,
  type ApplicantRecipient,
  type ApplicationEvent,
  type DeclineAward,
  type ExpireAward,
  type OfferTerms,
  type PlacesCommand,
  type WithdrawAward,
} from '@postula/domain';
import type { AwardSettings, Clock, Decisions } from '@postula/platform';

export interface AwardCycleOptions {
  decisions: Decisions;
  clock: Clock;
  /** PLACES. */
  places: number;
  settings: AwardSettings;
}

/** A command that ends an open offer and so frees its place. */
export type EndingCommand = DeclineAward | ExpireAward | WithdrawAward;

/**
 * The award cycle's writes that span streams, for the API and the worker alike. The places stream decides who holds
 * a place and who waits (places.decider.ts): a release and the promotion of the first waiting applicant are one
 * append there, so a freed place goes to exactly one applicant however many releases race. Each application's stream
 * then records its side (the offer ended, the promotion and its new offer), each write a no-op when repeated.
 *
 * Between the two appends a process can stop. Nothing is lost: the worker's award sweep (`reconcile`) finds a holder
 * whose offer ended and frees its place, a promoted holder still approved_out and offers it the place, an approved_out
 * application missing from the list and adds it, exactly as the interrupted request would have.
 */
export class AwardCycle {
  /** This process's decisions on the places stream take turns, so they never race one another. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: AwardCycleOptions) {}

  /** The offer of a decision made at `now`: its deadline and the documents to deliver. */
  offerTerms(now: string): OfferTerms {
    const { acceptWithinMs, documents } = this.options.settings;
    return { acceptBy: new Date(Date.parse(now) + acceptWithinMs).toISOString(), documents: documents.map((d) => d.label) };
  }

  /** Ends the offer (decline, expiry, renunciation) and, when that recorded something, frees its place. */
  async endOffer(command: EndingCommand): Promise<{ events: ApplicationEvent[]; promoted: string[] }> {
    const { applicantId } = command.data;
    const { events } = await this.options.decisions.handleCommand(applicationStream(applicantId), applicationDecider, command, { retry: true });
    return { events, promoted: events.length ? await this.freePlace(applicantId) : [] };
  }

  /** Gives back the application's place and offers it, in the same decision, to the first on the waiting list. */
  async freePlace(applicantId: string): Promise<string[]> {
    const { places, settings, clock } = this.options;
    const events = await this.decidePlaces({ type: 'ReleasePlace', data: { applicantId, places, order: settings.waitingListOrder, now: clock.now() } });
    const promoted = events.filter((e) => e.type === 'PlaceAllocated').map((e) => e.data.applicantId);
    for (const id of promoted) await this.offerToPromoted(id);
    return promoted;
  }

  /**
   * An erased applicant leaves the places: off the waiting list in one decision (the others move up), or a place a
   * promotion gave them goes on to the first waiting. Repeated, it records nothing.
   */
  async leavePlaces(applicantId: string): Promise<void> {
    const { places, settings, clock } = this.options;
    const events = await this.decidePlaces({ type: 'LeavePlaces', data: { applicantId, places, order: settings.waitingListOrder, now: clock.now() } });
    for (const event of events) if (event.type === 'PlaceAllocated') await this.offerToPromoted(event.data.applicantId);
  }

  /** An approved_out application takes its turn on the waiting list (or a place, should one be free). */
  async joinWaitingList(applicantId: string): Promise<void> {
    const { decisions, places, settings, clock } = this.options;
    const { state } = await decisions.load(applicationStream(applicantId), applicationDecider);
    if (state.status !== 'approved_out' || !state.decidedAt || state.erasure) return;
    const score = waitingScoreOf(state, settings.scoreWeights);
    const events = await this.decidePlaces({ type: 'JoinWaitingList', data: { applicantId, approvedAt: state.decidedAt, score, places, now: clock.now() } });
    if (events.some((e) => e.type === 'PlaceAllocated')) await this.offerToPromoted(applicantId);
  }

  /** The places stream gave this applicant a place: their application records the promotion and a new offer. */
  async offerToPromoted(applicantId: string): Promise<void> {
    const recipient = await this.recipient(applicantId);
    const now = this.options.clock.now();
    const command = { type: 'PromoteFromWaitingList' as const, data: { applicantId, recipient, offer: this.offerTerms(now), now } };
    const { events, state } = await this.options.decisions.handleCommand(applicationStream(applicantId), applicationDecider, command, { retry: true });
    // A place given to an application that no longer waits (only a hand-edited stream gets here) goes on down the list.
    if (!events.length && state.status !== 'approved') await this.freePlace(applicantId);
  }

  /** An approval made before the award cycle existed gets its offer, from now. */
  async offerToApproved(applicantId: string): Promise<void> {
    const recipient = await this.recipient(applicantId);
    const now = this.options.clock.now();
    const command = { type: 'OfferAward' as const, data: { applicantId, recipient, offer: this.offerTerms(now), now } };
    await this.options.decisions.handleCommand(applicationStream(applicantId), applicationDecider, command, { retry: true });
  }

  /** The results' publication tells the applicant a decision held until then; an approval's offer counts from now. Whether it recorded anything. */
  async publishResult(applicantId: string): Promise<boolean> {
    const recipient = await this.recipient(applicantId);
    const now = this.options.clock.now();
    const command = { type: 'PublishResult' as const, data: { applicantId, recipient, offer: this.offerTerms(now), now } };
    const { events } = await this.options.decisions.handleCommand(applicationStream(applicantId), applicationDecider, command, { retry: true });
    return events.length > 0;
  }

  /**
   * Completes what a stopped process left half done, given the applications the read models show as ended
   * (award_declined, award_expired), approved_out, and approved without an offer. Every step re-decides on the streams.
   */
  async reconcile(candidates: { ended: string[]; approvedOut: string[]; approvedWithoutOffer: string[] }): Promise<void> {
    const { state } = await this.options.decisions.load(PLACES_STREAM, placesDecider);
    const holders = new Set(state.holders);
    const listed = new Set([...state.waiting.map((w) => w.applicantId), ...state.released]);
    for (const id of candidates.ended) if (holders.has(id)) await this.freePlace(id);
    for (const id of candidates.approvedOut) {
      if (holders.has(id)) await this.offerToPromoted(id);
      else if (!listed.has(id)) await this.joinWaitingList(id);
    }
    for (const id of candidates.approvedWithoutOffer) await this.offerToApproved(id);
  }

  private async recipient(applicantId: string): Promise<ApplicantRecipient> {
    const { state } = await this.options.decisions.load(applicantStream(applicantId), applicantDecider);
    if (!state.profile) throw new Error(`la cuenta ${applicantId} no existe`);
    return recipientOf(state.profile);
  }

  /** Each race lost is a decision another writer recorded on a bounded list, so PLACES plus a margin always gets through. */
  private decidePlaces(command: PlacesCommand) {
    const decision = this.turn.then(async () => {
      const { events } = await this.options.decisions.handleCommand(PLACES_STREAM, placesDecider, command, { retry: true, attempts: this.options.places + 20 });
      return events;
    });
    this.turn = decision.catch(() => undefined);
    return decision;
  }
}
