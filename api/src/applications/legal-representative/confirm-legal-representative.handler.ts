import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APPLICATION_MESSAGES, applicationDecider, applicationStream, DomainError } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { applicantIdOfToken, hashOneTimeToken } from '../../common/one-time-link.js';
import { WritePath } from '../../common/write-path.js';
import { ConfirmLegalRepresentativeCommand } from './legal-representative.commands.js';

/**
 * Checked on the application's stream, not a read model: a link works the moment its e-mail can exist, and of two
 * uses at once one confirms and the other is decided again on the fresh stream, where the link is already used (409).
 */
@CommandHandler(ConfirmLegalRepresentativeCommand)
export class ConfirmLegalRepresentativeHandler implements ICommandHandler<ConfirmLegalRepresentativeCommand, void> {
  constructor(
    private readonly writes: WritePath,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: ConfirmLegalRepresentativeCommand): Promise<void> {
    const applicantId = applicantIdOfToken(token);
    if (!applicantId) throw new DomainError('not_found', APPLICATION_MESSAGES.representativeLinkInvalid);
    const data = { applicantId, tokenHash: hashOneTimeToken(token), now: this.clock.now() };
    await this.writes.handleCommand(applicationStream(applicantId), applicationDecider, { type: 'ConfirmLegalRepresentative', data }, { retry: true });
  }
}
