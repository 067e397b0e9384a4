import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { applicantDecider, applicantLoginsStream, applicantStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import type { ApplicantLoggedIn, ApplicantState } from '@postula/domain';
import { AccountLookup } from '../account-lookup.js';
import { PasswordLogin } from '../password-login.js';
import { ApplicantLoginCommand, ApplicantLoginResult } from './applicant-login.command.js';

@CommandHandler(ApplicantLoginCommand)
export class ApplicantLoginHandler implements ICommandHandler<ApplicantLoginCommand, ApplicantLoginResult> {
  constructor(
    private readonly accounts: AccountLookup,
    private readonly passwordLogin: PasswordLogin,
    private readonly writes: WritePath,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ attempt }: ApplicantLoginCommand): Promise<ApplicantLoginResult> {
    let found: ApplicantState | undefined;
    const { token } = await this.passwordLogin.login(
      'applicant',
      attempt,
      async (email) => {
        found = await this.accounts.applicantByEmail(email);
        if (!found) return undefined;
        const applicantId = found.applicantId!;
        return {
          id: applicantId,
          role: 'user',
          passwordHash: found.passwordHash!,
          rehash: (previousHash, passwordHash) =>
            this.writes.handleCommand(applicantStream(applicantId), applicantDecider, { type: 'RehashApplicantPassword', data: { previousHash, passwordHash, now: this.clock.now() } }, { retry: true }),
        };
      },
      (applicantId, sessionId, at) => {
        const event: ApplicantLoggedIn = { type: 'ApplicantLoggedIn', data: { applicantId, sessionId, at } };
        return this.writes.appendRecords(applicantLoginsStream(applicantId), [event]);
      },
    );
    const p = found!.profile!;
    return {
      token,
      applicant: {
        id: found!.applicantId!,
        first_name: p.first_name,
        middle_name: p.middle_name,
        last_name: p.last_name,
        second_last_name: p.second_last_name,
        email: p.email,
        identification: p.identification,
        first_login: found!.firstLogin,
      },
    };
  }
}
