import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicantDecider, applicantStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { LoginThrottle } from '../../auth/login-throttle.js';
import { WritePath } from '../../common/write-path.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { AccountLookup } from '../account-lookup.js';
import { RequestPasswordResetCommand } from './password-reset.commands.js';
import { newResetLink } from './reset-token.js';

/**
 * Records a reset request (the password_reset e-mail follows from the event). Unknown e-mails do nothing,
 * and an account already sent several links inside the throttling window gets no more, silently: the answer
 * is the same either way.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    private readonly accounts: AccountLookup,
    private readonly writes: WritePath,
    private readonly throttle: LoginThrottle,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    const account = await this.accounts.applicantByEmail(email);
    if (!account?.applicantId) return;
    const rules = this.throttle.resetLinkRules(email);
    if ('retryAfter' in (await this.throttle.tryTake(rules))) return;
    await this.writes.handleCommand(applicantStream(account.applicantId), applicantDecider, {
      type: 'RequestApplicantPasswordReset',
      data: newResetLink(account.applicantId, this.clock.now(), this.config.jwtSecret),
    }, { retry: true }); // two requests at once (a double tap) both record their link
  }
}
