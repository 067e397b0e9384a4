import { Inject, Logger } from '@nestjs/common';
import { AwardCycle, ResultsPublication } from '@postula/award-cycle';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider, applicationStream, DomainError, REVIEW_MESSAGES as M } from '@postula/domain';
import type { ApplicationCommand, ApplicationDecided } from '@postula/domain';
import { CLOCK, WrongExpectedRevisionError } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { StaffMembers } from '../common/staff-members.js';
import { PlaceAllocation } from './place-allocation.js';
import { UpdateStatusCommand, UpdateStatusResult } from './update-status.command.js';

/** Corrections are announced with a deadline this many days after the request (docs/decisions.md "Review"). */
export const CORRECTION_DAYS = 5;

/**
 * Decides against the revision the reviewer saw, on the application as read once: a stale revision, a status that
 * allows no decision or missing notes are refused before any place is touched. An approval then reserves the
 * application's place (or learns they ran out: approved_out) and is appended at that same revision, so of decisions
 * raced on it one is recorded and the others answer 409. A losing approval leaves the place with its application,
 * where the winning approval (or a later one) finds it (docs/decisions.md "Places"). An approval within the places
 * carries its offer (award cycle); one recorded as approved_out then joins the waiting list on the places stream.
 */
@CommandHandler(UpdateStatusCommand)
export class UpdateStatusHandler implements ICommandHandler<UpdateStatusCommand, UpdateStatusResult> {
  constructor(
    private readonly writes: WritePath,
    private readonly staff: StaffMembers,
    private readonly places: PlaceAllocation,
    private readonly awards: AwardCycle,
    private readonly results: ResultsPublication,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private readonly logger = new Logger('UpdateStatus');

  async execute({ input, staffUserId }: UpdateStatusCommand): Promise<UpdateStatusResult> {
    const applicantId = input.application_id;
    const stream = applicationStream(applicantId);
    const [reviewer, recipient, { state, revision }, resultsPublished] = await Promise.all([
      this.staff.reviewer(staffUserId),
      this.staff.recipient(applicantId),
      this.writes.load(stream, applicationDecider),
      // Before the results' publication a decision is held (no e-mail, no offer); the publication tells it.
      this.results.published(this.clock.now()),
    ]);
    if (revision < 0) throw new DomainError('not_found', M.applicationNotFound);
    if (input.revision !== undefined && input.revision !== revision) throw new DomainError('conflict', M.staleReview);
    const now = this.clock.now();
    const notes = input.correction_notes;
    const command = (placeAvailable: boolean): ApplicationCommand =>
      input.new_status === 'correction_review'
        ? { type: 'RequestCorrections', data: { applicantId, recipient, notes, flags: input.flags, reviewer, correctionDeadline: new Date(Date.parse(now) + CORRECTION_DAYS * 86_400_000).toISOString(), now } }
        : { type: 'DecideApplication', data: { applicantId, recipient, decision: input.new_status, placeAvailable, offer: this.awards.offerTerms(now), resultsPublished, reviewer, notes, now } };

    // The refusals of the state read (status, notes) come before a place is reserved.
    applicationDecider.decide(command(true), state);
    const placeAvailable = input.new_status === 'approved' && (await this.places.reserve(applicantId));
    try {
      const decided = await this.writes.handleCommand(stream, applicationDecider, command(placeAvailable), { expectedRevision: revision });
      const [event] = decided.events;
      const status = event.type === 'ApplicationDecided' ? (event as ApplicationDecided).data.decision : 'correction_review';
      // The decision stands whatever happens here: the worker's award sweep adds a missed approved_out to the list.
      if (status === 'approved_out') await this.awards.joinWaitingList(applicantId).catch((error: Error) => this.logger.warn(`lista de espera pendiente para el barrido: ${error.message}`));
      return { status, revision: decided.revision };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw await this.stale(applicantId, placeAvailable);
      throw error;
    }
  }

  /**
   * The decision lost its revision. To an erasure: the application is gone (404, as for a decision after it), and the
   * place this approval reserved goes on to the waiting list, since no approval of it can stand any more.
   */
  private async stale(applicantId: string, placeReserved: boolean): Promise<DomainError> {
    const { state } = await this.writes.load(applicationStream(applicantId), applicationDecider);
    if (!state.erasure) return new DomainError('conflict', M.staleReview);
    if (placeReserved) await this.awards.freePlace(applicantId);
    return new DomainError('not_found', M.applicationNotFound);
  }
}
