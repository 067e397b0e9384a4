import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { remindersDecider, remindersStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { WritePath } from '../common/write-path.js';
import { CONFIG } from '../platform/platform.tokens.js';
import { OptBackIntoRemindersCommand } from './opt-back-into-reminders.command.js';
import { applicantOfReminderLink } from './reminder-link.js';

/** Records the way back in on the applicant's reminder stream; asked while not opted out, it records nothing. */
@CommandHandler(OptBackIntoRemindersCommand)
export class OptBackIntoRemindersHandler implements ICommandHandler<OptBackIntoRemindersCommand, void> {
  constructor(
    private readonly writes: WritePath,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: OptBackIntoRemindersCommand): Promise<void> {
    const applicantId = applicantOfReminderLink(token, this.config.jwtSecret);
    await this.writes.handleCommand(remindersStream(applicantId), remindersDecider, { type: 'OptBackIntoReminders', data: { applicantId, now: this.clock.now() } }, { retry: true });
  }
}
