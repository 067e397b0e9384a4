import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider, applicationStream, DomainError, REVIEW_MESSAGES as M } from '@postula/domain';
import type { ApplicationCommand, ApplicationDecided } from '@postula/domain';
import { CLOCK, WrongExpectedRevisionError } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { AggregateRepository } from '../../common/aggregate-repository.js';
import { StaffMembers } from '../common/staff-members.js';
import { PlaceAllocation } from './place-allocation.js';
import { UpdateStatusCommand, UpdateStatusResult } from './update-status.command.js';

/** Corrections are announced with a deadline this many days after the request (docs/decisions.md "Review"). */
export const CORRECTION_DAYS = 5;

/**
 * Decides against the revision the reviewer saw: a stale one answers 409 before anything is taken, and an append
 * raced by another write answers 409 too, with nothing recorded. An approval first takes a place (or learns they
 * ran out: approved_out); if the decision is then refused, the place goes back.
 */
@CommandHandler(UpdateStatusCommand)
export class UpdateStatusHandler implements ICommandHandler<UpdateStatusCommand, UpdateStatusResult> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly staff: StaffMembers,
    private readonly places: PlaceAllocation,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ input, staffUserId }: UpdateStatusCommand): Promise<UpdateStatusResult> {
    const applicantId = input.application_id;
    const [reviewer, recipient] = await Promise.all([this.staff.reviewer(staffUserId), this.staff.recipient(applicantId)]);
    const now = this.clock.now();
    const notes = input.correction_notes;

    if (input.new_status === 'correction_review') {
      const correctionDeadline = new Date(Date.parse(now) + CORRECTION_DAYS * 86_400_000).toISOString();
      const { revision } = await this.decide(applicantId, { type: 'RequestCorrections', data: { applicantId, recipient, notes, flags: input.flags, reviewer, correctionDeadline, now } }, input.revision);
      return { status: 'correction_review', revision };
    }

    const place = input.new_status === 'approved' ? await this.places.take(applicantId) : undefined;
    try {
      const command: ApplicationCommand = {
        type: 'DecideApplication',
        data: { applicantId, recipient, decision: input.new_status, placeAvailable: place !== 'full', reviewer, notes, now },
      };
      const { events, revision } = await this.decide(applicantId, command, input.revision);
      return { status: (events[0] as ApplicationDecided).data.decision, revision };
    } catch (error) {
      if (place === 'taken') await this.places.release(applicantId);
      throw error;
    }
  }

  /** One read: the revision the reviewer saw is checked before deciding, so of two decisions on it one wins and the other gets 409. */
  private async decide(applicantId: string, command: ApplicationCommand, expectedRevision: number | undefined) {
    try {
      return await this.aggregates.handle(
        applicationStream(applicantId),
        applicationDecider,
        (_state, revision) => {
          if (revision < 0) throw new DomainError('not_found', M.applicationNotFound);
          return command;
        },
        { expectedRevision },
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw new DomainError('conflict', M.staleReview);
      throw error;
    }
  }
}
