import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_TAKEN_MESSAGE, IDENTIFICATION_TAKEN_MESSAGE } from '@postula/contract';
import { randomUUID } from 'node:crypto';
import { APPLICANT_EMAIL_SCOPE, APPLICANT_IDENTIFICATION_SCOPE, applicantDecider, applicantStream, APPLICATIONS_CLOSED_MESSAGE, DomainError, isApplicationPeriodOpen, registrationAttemptDecider, registrationAttemptStream } from '@postula/domain';
import type { ApplicantProfile } from '@postula/domain';
import { CLOCK, seal } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { LoginThrottle } from '../../auth/login-throttle.js';
import { WritePath } from '../../common/write-path.js';
import { CONFIG, PASSWORD_HASHER } from '../../platform/platform.tokens.js';
import { AccountLookup } from '../account-lookup.js';
import { temporaryPassword } from '../password-hasher.js';
import type { PasswordHasher } from '../password-hasher.js';
import { newResetLink } from '../password-reset/reset-token.js';
import { UniqueValues } from '../unique-values.js';
import { RegisterApplicantCommand, RegisterApplicantResult } from './register-applicant.command.js';

@CommandHandler(RegisterApplicantCommand)
export class RegisterApplicantHandler implements ICommandHandler<RegisterApplicantCommand, RegisterApplicantResult> {
  constructor(
    private readonly writes: WritePath,
    private readonly unique: UniqueValues,
    private readonly accounts: AccountLookup,
    private readonly throttle: LoginThrottle,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ profile, channel, whenTaken, privacyNoticeVersion }: RegisterApplicantCommand): Promise<RegisterApplicantResult> {
    const now = this.clock.now();
    if (channel === 'self' && !isApplicationPeriodOpen(now, this.config.applicationDeadline)) throw new DomainError('forbidden', APPLICATIONS_CLOSED_MESSAGE);
    const applicantId = randomUUID();
    // Hashed before the values are looked at: a taken one costs the same hashing, so the answer's time says nothing.
    const password = temporaryPassword();
    const passwordHash = await this.hasher.hash(password);
    try {
      await this.unique.reserve(APPLICANT_EMAIL_SCOPE, profile.email, applicantId, EMAIL_TAKEN_MESSAGE);
    } catch (error) {
      if (whenTaken === 'refuse' || !isTaken(error)) throw error;
      await this.tellOwnerOfEmail(profile.email);
      return { applicantId, created: false };
    }
    try {
      await this.unique.reserve(APPLICANT_IDENTIFICATION_SCOPE, profile.identification, applicantId, IDENTIFICATION_TAKEN_MESSAGE);
      await this.writes.handleCommand(applicantStream(applicantId), applicantDecider, {
        type: 'RegisterApplicant',
        data: { applicantId, profile, passwordHash, sealedTemporaryPassword: seal(password, this.config.jwtSecret), now, deadline: this.config.applicationDeadline, channel, privacyNoticeVersion },
      });
    } catch (error) {
      await this.unique.release(APPLICANT_EMAIL_SCOPE, profile.email, applicantId);
      await this.unique.release(APPLICANT_IDENTIFICATION_SCOPE, profile.identification, applicantId);
      if (whenTaken === 'refuse' || !isTaken(error)) throw error;
      await this.tellOfTakenIdentification(profile, now);
      return { applicantId, created: false };
    }
    return { applicantId, created: true };
  }

  /** The owner learns someone used their address, with a reset link; within the reset-link limit, else nothing more. */
  private async tellOwnerOfEmail(email: string): Promise<void> {
    const owner = await this.accounts.applicantByEmail(email);
    if (!owner?.applicantId) return; // released a moment ago: nobody to tell
    const rules = this.throttle.resetLinkRules(email);
    if ('retryAfter' in (await this.throttle.tryTake(rules))) return;
    const link = newResetLink(owner.applicantId, this.clock.now(), this.config.jwtSecret);
    await this.writes.handleCommand(applicantStream(owner.applicantId), applicantDecider, { type: 'NoteRegistrationAttempt', data: link }, { retry: true });
  }

  /** The address given learns the identification is registered and how to dispute it (the e-mail names the office). */
  private async tellOfTakenIdentification(profile: ApplicantProfile, now: string): Promise<void> {
    const attemptId = randomUUID();
    const data = { attemptId, email: profile.email, firstName: profile.first_name, lastName: profile.last_name, identification: profile.identification, attemptedAt: now };
    await this.writes.handleCommand(registrationAttemptStream(attemptId), registrationAttemptDecider, { type: 'NoteRegistrationWithTakenIdentification', data });
  }
}

const isTaken = (error: unknown) => error instanceof DomainError && error.kind === 'conflict';
