import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AwardCycle } from '@postula/award-cycle';
import { applicationDecider, applicationStream } from '@postula/domain';
import { CLOCK, type Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { StaffMembers } from '../../review/common/staff-members.js';
import { AnswerAwardCommand } from './answer-award.command.js';

/**
 * Accepting is decided on the application stream alone (final: a later renunciation is staff's). Declining ends the
 * offer and, in the award cycle, frees the place for the first on the waiting list. Both are decided again on a fresh
 * read when raced (the expiry sweep at the deadline, another tab): the loser reads the closed offer and answers 409.
 */
@CommandHandler(AnswerAwardCommand)
export class AnswerAwardHandler implements ICommandHandler<AnswerAwardCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly awards: AwardCycle,
    private readonly staff: StaffMembers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ applicantId, answer, reason }: AnswerAwardCommand): Promise<void> {
    const now = this.clock.now();
    if (answer === 'accept') await this.writes.handleCommand(applicationStream(applicantId), applicationDecider, { type: 'AcceptAward', data: { applicantId, now } }, { retry: true });
    // The scholar is e-mailed that the decline was recorded.
    else await this.awards.endOffer({ type: 'DeclineAward', data: { applicantId, recipient: await this.staff.recipient(applicantId), reason, now } });
  }
}
