import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicantDecider, applicantStream } from '@postula/domain';
import { CLOCK, seal } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { LoginThrottle } from '../../auth/login-throttle.js';
import { AggregateRepository } from '../../common/aggregate-repository.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { AccountLookup } from '../account-lookup.js';
import { RequestPasswordResetCommand } from './password-reset.commands.js';
import { hashResetToken, newResetToken, RESET_TOKEN_LIFETIME_MS } from './reset-token.js';

/**
 * Records a reset request (the password_reset e-mail follows from the event). Unknown e-mails do nothing,
 * and an account already sent several links inside the throttling window gets no more, silently: the answer
 * is the same either way.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    private readonly accounts: AccountLookup,
    private readonly aggregates: AggregateRepository,
    private readonly throttle: LoginThrottle,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    const account = await this.accounts.applicantByEmail(email);
    if (!account?.applicantId) return;
    const key = `reset:${email.toLowerCase()}`;
    if (await this.throttle.retryAfterSeconds([key])) return;
    await this.throttle.recordFailure([key]);
    const now = this.clock.now();
    const token = newResetToken(account.applicantId);
    await this.aggregates.handle(applicantStream(account.applicantId), applicantDecider, {
      type: 'RequestApplicantPasswordReset',
      data: {
        tokenHash: hashResetToken(token),
        sealedResetToken: seal(token, this.config.jwtSecret),
        now,
        expiresAt: new Date(Date.parse(now) + RESET_TOKEN_LIFETIME_MS).toISOString(),
      },
    });
  }
}
