import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicantDecider, applicantStream, applicationDecider, applicationStream, DomainError, REVIEW_MESSAGES } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { StaffMembers } from '../common/staff-members.js';
import { RetentionHoldCommand } from './retention-hold.command.js';

/**
 * Decided on the application's stream, as the sweep's end of the period is: a hold and the sweep at the same moment
 * give one order, so either the hold stands and nothing is erased, or the period ended first and the hold is refused.
 */
@CommandHandler(RetentionHoldCommand)
export class RetentionHoldHandler implements ICommandHandler<RetentionHoldCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly staff: StaffMembers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ applicationId: applicantId, staffUserId, reason }: RetentionHoldCommand): Promise<void> {
    const [{ state: account }, { state: application }] = await Promise.all([
      this.writes.load(applicantStream(applicantId), applicantDecider),
      this.writes.load(applicationStream(applicantId), applicationDecider),
    ]);
    // Erased by the sweep, the application still answers why (the decider's 409); erased by a request, it is gone.
    if (!account.exists || (account.erased && !application.retentionEnded)) throw new DomainError('not_found', REVIEW_MESSAGES.applicationNotFound);
    const by = await this.staff.reviewer(staffUserId);
    const now = this.clock.now();
    const command =
      reason === null ? { type: 'ReleaseRetentionHold' as const, data: { applicantId, by, now } } : { type: 'PlaceRetentionHold' as const, data: { applicantId, reason, by, now } };
    await this.writes.handleCommand(applicationStream(applicantId), applicationDecider, command, { retry: true });
  }
}
