import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APPLICATION_MESSAGES, applicationDecider, applicationStream, DomainError, recipientOf } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { applicantIdOfToken, hashOneTimeToken } from '../../common/one-time-link.js';
import { WritePath } from '../../common/write-path.js';
import { AccountLookup } from '../../identity/account-lookup.js';
import { ConfirmLegalRepresentativeCommand, DeclineLegalRepresentativeCommand } from './legal-representative.commands.js';

/**
 * Checked on the application's stream, not a read model: a link works the moment its e-mail can exist, and of two
 * answers at once one counts and the other is decided again on the fresh stream, where the link is already used (409).
 * Either answer carries the minor's address, so the minor is told by e-mail.
 */
abstract class AnswerLegalRepresentativeHandler {
  constructor(
    private readonly writes: WritePath,
    private readonly accounts: AccountLookup,
    private readonly clock: Clock,
  ) {}

  protected async answer(token: string, type: 'ConfirmLegalRepresentative' | 'DeclineLegalRepresentative'): Promise<void> {
    const applicantId = applicantIdOfToken(token);
    const profile = applicantId && (await this.accounts.applicant(applicantId))?.profile;
    if (!applicantId || !profile) throw new DomainError('not_found', APPLICATION_MESSAGES.representativeLinkInvalid);
    const data = { applicantId, tokenHash: hashOneTimeToken(token), now: this.clock.now(), minor: recipientOf(profile) };
    await this.writes.handleCommand(applicationStream(applicantId), applicationDecider, { type, data }, { retry: true });
  }
}

@CommandHandler(ConfirmLegalRepresentativeCommand)
export class ConfirmLegalRepresentativeHandler extends AnswerLegalRepresentativeHandler implements ICommandHandler<ConfirmLegalRepresentativeCommand, void> {
  constructor(writes: WritePath, accounts: AccountLookup, @Inject(CLOCK) clock: Clock) {
    super(writes, accounts, clock);
  }

  execute({ token }: ConfirmLegalRepresentativeCommand): Promise<void> {
    return this.answer(token, 'ConfirmLegalRepresentative');
  }
}

/** 'No soy su representante / no autorizo': the link is used up and the minor must name someone else. */
@CommandHandler(DeclineLegalRepresentativeCommand)
export class DeclineLegalRepresentativeHandler extends AnswerLegalRepresentativeHandler implements ICommandHandler<DeclineLegalRepresentativeCommand, void> {
  constructor(writes: WritePath, accounts: AccountLookup, @Inject(CLOCK) clock: Clock) {
    super(writes, accounts, clock);
  }

  execute({ token }: DeclineLegalRepresentativeCommand): Promise<void> {
    return this.answer(token, 'DeclineLegalRepresentative');
  }
}
