import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { APPLICATIONS_CLOSED_MESSAGE, applicantDecider, applicantStream, DomainError, isApplicationPeriodOpen, uniqueValueDecider, uniqueValueStream } from '@postula/domain';
import { CLOCK, seal, WrongExpectedRevisionError } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { AggregateRepository } from '../../common/aggregate-repository.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { hashPassword, temporaryPassword } from '../password-hasher.js';
import { RegisterApplicantCommand, RegisterApplicantResult } from './register-applicant.command.js';

export const EMAIL_TAKEN_MESSAGE = 'Ya existe una cuenta registrada con este correo electrónico';
export const IDENTIFICATION_TAKEN_MESSAGE = 'Ya existe una cuenta registrada con esta identificación';

@CommandHandler(RegisterApplicantCommand)
export class RegisterApplicantHandler implements ICommandHandler<RegisterApplicantCommand, RegisterApplicantResult> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ profile }: RegisterApplicantCommand): Promise<RegisterApplicantResult> {
    const now = this.clock.now();
    if (!isApplicationPeriodOpen(now, this.config.applicationDeadline)) throw new DomainError('forbidden', APPLICATIONS_CLOSED_MESSAGE);
    const applicantId = randomUUID();
    await this.reserve('applicant-email', profile.email, applicantId, EMAIL_TAKEN_MESSAGE);
    try {
      await this.reserve('applicant-identification', profile.identification, applicantId, IDENTIFICATION_TAKEN_MESSAGE);
      const password = temporaryPassword();
      await this.aggregates.handle(applicantStream(applicantId), applicantDecider, {
        type: 'RegisterApplicant',
        data: {
          applicantId,
          profile,
          passwordHash: await hashPassword(password),
          sealedTemporaryPassword: seal(password, this.config.jwtSecret),
          now,
          deadline: this.config.applicationDeadline,
        },
      });
    } catch (error) {
      await this.release('applicant-email', profile.email, applicantId);
      await this.release('applicant-identification', profile.identification, applicantId);
      throw error;
    }
    return { applicantId };
  }

  private async reserve(scope: string, value: string, ownerId: string, takenMessage: string): Promise<void> {
    const command = { type: 'ReserveUniqueValue' as const, data: { scope, value, ownerId, takenMessage } };
    try {
      await this.aggregates.handle(uniqueValueStream(scope, value), uniqueValueDecider, command);
    } catch (error) {
      // Lost the race to a concurrent registration: the value is taken, not a stale write to retry.
      if (error instanceof WrongExpectedRevisionError) throw new DomainError('conflict', takenMessage);
      throw error;
    }
  }

  private async release(scope: string, value: string, ownerId: string): Promise<void> {
    await this.aggregates.handle(uniqueValueStream(scope, value), uniqueValueDecider, { type: 'ReleaseUniqueValue', data: { scope, value, ownerId } });
  }
}
