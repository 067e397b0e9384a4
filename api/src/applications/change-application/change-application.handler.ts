import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider, applicationStream } from '@postula/domain';
import type { ApplicationCommand, ApplicationEvent } from '@postula/domain';
import { WritePath } from '../../common/write-path.js';
import type { Decision } from '../../common/write-path.js';
import { ApplicationRules } from '../common/application-rules.js';
import { ChangeApplicationCommand, type ApplicationChange } from './change-application.command.js';

/**
 * Changes that rest on the whole application as the applicant saw it: one raced by another write is refused (409)
 * rather than decided again on what the applicant never saw.
 */
const WHOLE_APPLICATION: ReadonlySet<ApplicationChange['type']> = new Set(['ResubmitCorrections']);

/**
 * Decides an applicant's change at the current time against the deadline, and chooses what a race with another write
 * of the same application does. A save of one section or list entry never depends on another, so it is decided again
 * on the fresh stream (`retry`): two tabs saving different steps both keep their data. A resubmission is not: 409.
 */
@CommandHandler(ChangeApplicationCommand)
export class ChangeApplicationHandler implements ICommandHandler<ChangeApplicationCommand, Decision<ApplicationEvent>> {
  constructor(
    private readonly writes: WritePath,
    private readonly rules: ApplicationRules,
  ) {}

  execute({ change }: ChangeApplicationCommand): Promise<Decision<ApplicationEvent>> {
    const command = { type: change.type, data: { ...change.data, ...this.rules.moment() } } as ApplicationCommand;
    return this.writes.handleCommand(applicationStream(change.data.applicantId), applicationDecider, command, { retry: !WHOLE_APPLICATION.has(change.type) });
  }
}
