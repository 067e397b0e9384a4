import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicantDecider, applicantStream, DomainError, RESET_LINK_INVALID_MESSAGE } from '@postula/domain';
import { CLOCK, WrongExpectedRevisionError } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { LoginThrottle } from '../../auth/login-throttle.js';
import { SessionStore } from '../../auth/session-store.js';
import { WritePath } from '../../common/write-path.js';
import { AccountLookup } from '../account-lookup.js';
import { hashPassword } from '../password-hasher.js';
import { applicantOwner, assertPasswordQuality } from '../password-policy/password-policy.js';
import { ResetPasswordCommand } from './password-reset.commands.js';
import { applicantIdOfToken, hashOneTimeToken } from '../../common/one-time-link.js';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountLookup,
    private readonly throttle: LoginThrottle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, newPassword }: ResetPasswordCommand): Promise<void> {
    const applicantId = applicantIdOfToken(token);
    if (!applicantId) throw new DomainError('invalid', RESET_LINK_INVALID_MESSAGE);
    const account = await this.accounts.applicant(applicantId);
    if (account?.profile) assertPasswordQuality(newPassword, applicantOwner(account.profile), 'new_password');
    const now = this.clock.now();
    try {
      await this.writes.handleCommand(applicantStream(applicantId), applicantDecider, {
        type: 'ResetApplicantPassword',
        data: { tokenHash: hashOneTimeToken(token), passwordHash: await hashPassword(newPassword), now },
      });
    } catch (error) {
      // An unknown account looks like any bad link; a concurrent use of the same link lost the race: it is used.
      if ((error instanceof DomainError && error.kind === 'not_found') || error instanceof WrongExpectedRevisionError) throw new DomainError('invalid', RESET_LINK_INVALID_MESSAGE);
      throw error;
    }
    await this.sessions.revokeAccount(applicantId, now, 'password_reset');
    // The owner proved control of the mailbox: no failed-login counter, from any address, stands in their way.
    if (account?.profile) await this.throttle.clearAccount(this.throttle.accountKey('applicant', account.profile.email));
  }
}
