import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { allows, applicationDecider, applicationStream, DomainError, REVIEW_MESSAGES } from '@postula/domain';
import type { ApplicationEvent } from '@postula/domain';
import { WritePath } from '../../common/write-path.js';
import type { Decision } from '../../common/write-path.js';
import { ApplicationRules } from '../../applications/common/application-rules.js';
import { StaffMembers } from '../common/staff-members.js';
import { StartReviewCommand } from './start-review.command.js';

/**
 * Records ReviewStarted when the application awaits review, nothing otherwise. Two reviewers opening it at once:
 * the loser's append is decided again on the fresh stream, finds it under review and records nothing.
 */
@CommandHandler(StartReviewCommand)
export class StartReviewHandler implements ICommandHandler<StartReviewCommand, Decision<ApplicationEvent>> {
  constructor(
    private readonly writes: WritePath,
    private readonly rules: ApplicationRules,
    private readonly staff: StaffMembers,
  ) {}

  async execute({ applicantId, staffUserId }: StartReviewCommand): Promise<Decision<ApplicationEvent>> {
    const { state, revision } = await this.writes.load(applicationStream(applicantId), applicationDecider);
    if (revision < 0) throw new DomainError('not_found', REVIEW_MESSAGES.applicationNotFound);
    // Checked here too so that a plain view costs no staff lookup.
    if (!allows('startReview', state.status)) return { events: [], revision };
    const reviewer = await this.staff.reviewer(staffUserId);
    return this.writes.handleCommand(applicationStream(applicantId), applicationDecider, { type: 'StartReview', data: { applicantId, reviewer, ...this.rules.moment() } }, { retry: true });
  }
}
