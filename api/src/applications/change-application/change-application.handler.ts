import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ApplicationEvent } from '@postula/domain';
import type { Decision } from '../../common/write-path.js';
import { ApplicationWriter } from '../common/application-writer.js';
import { ChangeApplicationCommand } from './change-application.command.js';

@CommandHandler(ChangeApplicationCommand)
export class ChangeApplicationHandler implements ICommandHandler<ChangeApplicationCommand, Decision<ApplicationEvent>> {
  constructor(private readonly writer: ApplicationWriter) {}

  execute({ change, retry }: ChangeApplicationCommand): Promise<Decision<ApplicationEvent>> {
    return this.writer.decide(change, { retry });
  }
}
