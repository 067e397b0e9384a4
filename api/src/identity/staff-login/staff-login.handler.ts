import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, unseal } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { CONFIG } from '../../platform/platform.tokens.js';
import { totpStepOf } from '../staff-totp/totp.js';
import { DomainError, isFreshTotpStep, STAFF_SECURITY_POLICY_STREAM, staffLoginsDecider, staffSecurityPolicyDecider, staffUserDecider, staffUserLoginsStream, staffUserStream } from '@postula/domain';
import { WritePath } from '../../common/write-path.js';
import type { StaffUserState } from '@postula/domain';
import { AccountLookup } from '../account-lookup.js';
import { PasswordLogin, usedTotpCode } from '../password-login.js';
import { StaffLoginCommand, StaffLoginResult } from './staff-login.command.js';

/**
 * Only staff accounts are looked up: an applicant's credentials never yield a staff token. A second factor's code
 * opens one session: the login records its time step on the account's logins stream, at the revision read, and a
 * code of that step or an earlier one is refused, on any replica.
 */
@CommandHandler(StaffLoginCommand)
export class StaffLoginHandler implements ICommandHandler<StaffLoginCommand, StaffLoginResult> {
  constructor(
    private readonly accounts: AccountLookup,
    private readonly passwordLogin: PasswordLogin,
    private readonly writes: WritePath,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ attempt }: StaffLoginCommand): Promise<StaffLoginResult> {
    let found: StaffUserState | undefined;
    let enrolmentOnly = false;
    let totpStep: number | undefined;
    const { token } = await this.passwordLogin.login(
      'staff',
      attempt,
      async (email) => {
        // The policy is read for unknown e-mails too, so the answer takes as long either way.
        const [account, policy] = await Promise.all([this.accounts.staffUserByEmail(email), this.writes.load(STAFF_SECURITY_POLICY_STREAM, staffSecurityPolicyDecider)]);
        found = account;
        if (!found) return undefined;
        const sealed = found.sealedTotpSecret;
        const logins = sealed ? await this.writes.load(staffUserLoginsStream(found.userId!), staffLoginsDecider) : undefined;
        const secondFactor = sealed
          ? (code: string | undefined) => {
              if (!code) return 'missing' as const;
              totpStep = totpStepOf(unseal(sealed, this.config.jwtSecret), code, Date.parse(this.clock.now()));
              if (totpStep === undefined) return 'wrong' as const;
              return isFreshTotpStep(logins!.state, totpStep) ? ('ok' as const) : ('used' as const);
            }
          : undefined;
        const userId = found.userId!;
        enrolmentOnly = !sealed && policy.state.totpRequired;
        return {
          id: userId,
          role: found.profile!.role,
          passwordHash: found.passwordHash!,
          secondFactor,
          totpEnrolmentOnly: enrolmentOnly,
          rehash: (previousHash, passwordHash) =>
            this.writes.handleCommand(staffUserStream(userId), staffUserDecider, { type: 'RehashStaffUserPassword', data: { previousHash, passwordHash, now: this.clock.now() } }, { retry: true }),
        };
      },
      (userId, sessionId, at) =>
        this.writes
          .handleCommand(staffUserLoginsStream(userId), staffLoginsDecider, { type: 'RecordStaffLogin', data: { userId, sessionId, at, ...(totpStep === undefined ? {} : { totpStep }) } }, { retry: true })
          .catch((error: unknown) => {
            throw error instanceof DomainError ? usedTotpCode() : error;
          }),
    );
    const { full_name, email, role } = found!.profile!;
    return { token, user: { id: found!.userId!, full_name, email, role }, ...(enrolmentOnly ? { totp_enrolment_required: true as const } : {}) };
  }
}
