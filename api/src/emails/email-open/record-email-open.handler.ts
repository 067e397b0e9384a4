import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, emailDecider, emailStream } from '@postula/domain';
import { CLOCK, WrongExpectedRevisionError } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { RecordEmailOpenCommand } from './record-email-open.command.js';

/**
 * Records the first open of a message. Never fails the image request: an unknown id records nothing,
 * a concurrent open already recorded it, and a broken store only loses the open.
 */
@CommandHandler(RecordEmailOpenCommand)
export class RecordEmailOpenHandler implements ICommandHandler<RecordEmailOpenCommand, void> {
  private readonly logger = new Logger(RecordEmailOpenHandler.name);

  constructor(
    private readonly writes: WritePath,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ trackingId }: RecordEmailOpenCommand): Promise<void> {
    try {
      await this.writes.handleCommand(emailStream(trackingId), emailDecider, { type: 'RecordEmailOpen', data: { now: this.clock.now() } }, { unseen: true });
    } catch (error) {
      if (!(error instanceof DomainError) && !(error instanceof WrongExpectedRevisionError)) this.logger.error(`open of ${trackingId} not recorded: ${(error as Error).message}`);
    }
  }
}
