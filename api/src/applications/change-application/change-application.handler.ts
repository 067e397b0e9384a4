import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider, applicationStream } from '@postula/domain';
import type { ApplicationCommand, ApplicationEvent } from '@postula/domain';
import { WritePath } from '../../common/write-path.js';
import type { Decision } from '../../common/write-path.js';
import { ApplicationRules } from '../common/application-rules.js';
import { ChangeApplicationCommand } from './change-application.command.js';

/**
 * Decides an applicant's change at the current time against the deadline. A save that raced another write is decided
 * again on the fresh stream (`retry`): a save of one section never depends on another, so two tabs saving different
 * sections both keep their data. A resubmission rests on the whole application and does not retry: 409.
 */
@CommandHandler(ChangeApplicationCommand)
export class ChangeApplicationHandler implements ICommandHandler<ChangeApplicationCommand, Decision<ApplicationEvent>> {
  constructor(
    private readonly writes: WritePath,
    private readonly rules: ApplicationRules,
  ) {}

  execute({ change, retry }: ChangeApplicationCommand): Promise<Decision<ApplicationEvent>> {
    const command = { type: change.type, data: { ...change.data, ...this.rules.moment() } } as ApplicationCommand;
    return this.writes.handleCommand(applicationStream(change.data.applicantId), applicationDecider, command, { retry });
  }
}
