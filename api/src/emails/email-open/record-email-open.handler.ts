import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, emailDecider, emailStream } from '@postula/domain';
import { CLOCK, WrongExpectedRevisionError } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { AggregateRepository } from '../../common/aggregate-repository.js';
import { requestContext } from '../../common/request-context.js';
import { RecordEmailOpenCommand } from './record-email-open.command.js';

/**
 * Records the first open of a message. Never fails the image request: an unknown id records nothing,
 * a concurrent open already recorded it, and a broken store only loses the open.
 */
@CommandHandler(RecordEmailOpenCommand)
export class RecordEmailOpenHandler implements ICommandHandler<RecordEmailOpenCommand, void> {
  private readonly logger = new Logger(RecordEmailOpenHandler.name);

  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ trackingId }: RecordEmailOpenCommand): Promise<void> {
    try {
      await this.aggregates.handle(emailStream(trackingId), emailDecider, { type: 'RecordEmailOpen', data: { now: this.clock.now() } });
    } catch (error) {
      if (!(error instanceof DomainError) && !(error instanceof WrongExpectedRevisionError)) this.logger.error(`open of ${trackingId} not recorded: ${(error as Error).message}`);
    } finally {
      // A public image answers nothing about the store, not even its position (the consistency header).
      const ctx = requestContext.getStore();
      if (ctx) ctx.lastPosition = undefined;
    }
  }
}
