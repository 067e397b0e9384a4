import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { emailDecider, emailStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { ResendEmailCommand } from './resend-email.command.js';

/** Records the request on the failed message's stream; the notifications process manager queues the new message. */
@CommandHandler(ResendEmailCommand)
export class ResendEmailHandler implements ICommandHandler<ResendEmailCommand, string> {
  constructor(
    private readonly writes: WritePath,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ trackingId, requestedBy }: ResendEmailCommand): Promise<string> {
    const newTrackingId = randomUUID();
    await this.writes.handleCommand(emailStream(trackingId), emailDecider, { type: 'ResendEmail', data: { newTrackingId, requestedBy, now: this.clock.now() } });
    return newTrackingId;
  }
}
