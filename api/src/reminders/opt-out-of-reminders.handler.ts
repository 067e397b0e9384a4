import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { remindersDecider, remindersStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { WritePath } from '../common/write-path.js';
import { CONFIG } from '../platform/platform.tokens.js';
import { OptOutOfRemindersCommand } from './opt-out-of-reminders.command.js';
import { applicantOfReminderLink } from './reminder-link.js';

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
    const applicantId = applicantOfReminderLink(token, this.config.jwtSecret);
    await this.writes.handleCommand(remindersStream(applicantId), remindersDecider, { type: 'OptOutOfReminders', data: { applicantId, now: this.clock.now() } }, { retry: true });
  }
}
