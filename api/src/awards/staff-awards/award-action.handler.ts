import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AwardCycle } from '@postula/award-cycle';
import { applicationDecider, applicationStream, AWARD_MESSAGES as M, DomainError } from '@postula/domain';
import { CLOCK, type AppConfig, type Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { StaffMembers } from '../../review/common/staff-members.js';
import { AwardActionCommand } from './award-action.command.js';

/**
 * A superadmin's act on an award: a document verified (or refused with a note) is decided on the application stream;
 * a renunciation ends the award and, in the same award-cycle step as a decline, gives its place to the first on the
 * waiting list. Answers the promoted application, if any.
 */
@CommandHandler(AwardActionCommand)
export class AwardActionHandler implements ICommandHandler<AwardActionCommand, string | null> {
  constructor(
    private readonly writes: WritePath,
    private readonly awards: AwardCycle,
    private readonly staff: StaffMembers,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ action, staffUserId }: AwardActionCommand): Promise<string | null> {
    const applicantId = action.input.application_id;
    const [actor, { revision }] = await Promise.all([this.staff.reviewer(staffUserId), this.writes.load(applicationStream(applicantId), applicationDecider)]);
    if (revision < 0) throw new DomainError('not_found', M.applicationNotFound);
    const now = this.clock.now();
    if (action.kind === 'withdraw') {
      const { promoted } = await this.awards.endOffer({ type: 'WithdrawAward', data: { applicantId, reason: action.input.reason, actor, now } });
      return promoted[0] ?? null;
    }
    const { document_type: documentType, verified, note } = action.input;
    // A refusal is e-mailed to the scholar with the note and the document's label.
    const [recipient, documentLabel] = [await this.staff.recipient(applicantId), this.config.award.documents.find((d) => d.type === documentType)?.label ?? documentType];
    const command = { type: 'VerifyAwardDocument' as const, data: { applicantId, recipient, documentType, documentLabel, verified, note: note ?? null, actor, now } };
    await this.writes.handleCommand(applicationStream(applicantId), applicationDecider, command, { retry: true });
    return null;
  }
}
