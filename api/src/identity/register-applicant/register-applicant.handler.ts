import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_TAKEN_MESSAGE, IDENTIFICATION_TAKEN_MESSAGE } from '@postula/contract';
import { randomUUID } from 'node:crypto';
import { APPLICATIONS_CLOSED_MESSAGE, applicantDecider, applicantStream, DomainError, isApplicationPeriodOpen } from '@postula/domain';
import { CLOCK, seal } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { AggregateRepository } from '../../common/aggregate-repository.js';
import { CONFIG, PASSWORD_HASHER } from '../../platform/platform.tokens.js';
import { APPLICANT_EMAIL_SCOPE, APPLICANT_IDENTIFICATION_SCOPE } from '../account-lookup.js';
import { temporaryPassword } from '../password-hasher.js';
import type { PasswordHasher } from '../password-hasher.js';
import { UniqueValues } from '../unique-values.js';
import { RegisterApplicantCommand, RegisterApplicantResult } from './register-applicant.command.js';

@CommandHandler(RegisterApplicantCommand)
export class RegisterApplicantHandler implements ICommandHandler<RegisterApplicantCommand, RegisterApplicantResult> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly unique: UniqueValues,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ profile, channel }: RegisterApplicantCommand): Promise<RegisterApplicantResult> {
    const now = this.clock.now();
    if (channel === 'self' && !isApplicationPeriodOpen(now, this.config.applicationDeadline)) throw new DomainError('forbidden', APPLICATIONS_CLOSED_MESSAGE);
    const applicantId = randomUUID();
    await this.unique.reserve(APPLICANT_EMAIL_SCOPE, profile.email, applicantId, EMAIL_TAKEN_MESSAGE);
    try {
      await this.unique.reserve(APPLICANT_IDENTIFICATION_SCOPE, profile.identification, applicantId, IDENTIFICATION_TAKEN_MESSAGE);
      const password = temporaryPassword();
      await this.aggregates.handle(applicantStream(applicantId), applicantDecider, {
        type: 'RegisterApplicant',
        data: {
          applicantId,
          profile,
          passwordHash: await this.hasher.hash(password),
          sealedTemporaryPassword: seal(password, this.config.jwtSecret),
          now,
          deadline: this.config.applicationDeadline,
          channel,
        },
      });
    } catch (error) {
      await this.unique.release(APPLICANT_EMAIL_SCOPE, profile.email, applicantId);
      await this.unique.release(APPLICANT_IDENTIFICATION_SCOPE, profile.identification, applicantId);
      throw error;
    }
    return { applicantId };
  }
}
