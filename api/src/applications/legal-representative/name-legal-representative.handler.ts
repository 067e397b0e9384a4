import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider, applicationStream, DomainError, recipientOf } from '@postula/domain';
import { seal } from '@postula/platform';
import type { AppConfig } from '@postula/platform';
import { hashOneTimeToken, newOneTimeToken } from '../../common/one-time-link.js';
import { WritePath } from '../../common/write-path.js';
import { AccountLookup } from '../../identity/account-lookup.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { ApplicationRules } from '../common/application-rules.js';
import { NameLegalRepresentativeCommand } from './legal-representative.commands.js';

/**
 * Records the representative with a new link: the event keeps the token's hash (to check it) and the token sealed
 * for the e-mail, as password-reset links do. Decided again on a fresh stream after a concurrent save: the latest
 * naming wins and its link is the one that confirms.
 */
@CommandHandler(NameLegalRepresentativeCommand)
export class NameLegalRepresentativeHandler implements ICommandHandler<NameLegalRepresentativeCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly rules: ApplicationRules,
    private readonly accounts: AccountLookup,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ applicantId, representative }: NameLegalRepresentativeCommand): Promise<void> {
    const account = await this.accounts.applicant(applicantId);
    if (!account?.profile) throw new DomainError('not_found', 'La cuenta no existe');
    const token = newOneTimeToken(applicantId);
    const { now, deadline } = this.rules.moment();
    await this.writes.handleCommand(
      applicationStream(applicantId),
      applicationDecider,
      {
        type: 'NameLegalRepresentative',
        data: { applicantId, representative, minor: recipientOf(account.profile), tokenHash: hashOneTimeToken(token), sealedToken: seal(token, this.config.jwtSecret), now, deadline },
      },
      { retry: true },
    );
  }
}
