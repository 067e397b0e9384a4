import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { REMINDER_LINK_INVALID_MESSAGE } from '@postula/contract';
import { DomainError, remindersDecider, remindersStream } from '@postula/domain';
import { applicantOfOptOutToken, CLOCK } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { VALIDATION_MESSAGE } from '@postula/validation';
import { WritePath } from '../common/write-path.js';
import { CONFIG } from '../platform/platform.tokens.js';
import { OptOutOfRemindersCommand } from './opt-out-of-reminders.command.js';

/**
 * Records the opt-out on the applicant's reminder stream, where every reminder is decided: one decided after it finds
 * it there. Opting out again records nothing and answers the same.
 */
@CommandHandler(OptOutOfRemindersCommand)
export class OptOutOfRemindersHandler implements ICommandHandler<OptOutOfRemindersCommand, void> {
  constructor(
    private readonly writes: WritePath,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: OptOutOfRemindersCommand): Promise<void> {
    const applicantId = applicantOfOptOutToken(token, this.config.jwtSecret);
    if (!applicantId) throw new DomainError('invalid', VALIDATION_MESSAGE, { token: [REMINDER_LINK_INVALID_MESSAGE] });
    await this.writes.handleCommand(remindersStream(applicantId), remindersDecider, { type: 'OptOutOfReminders', data: { applicantId, now: this.clock.now() } }, { retry: true });
  }
}
