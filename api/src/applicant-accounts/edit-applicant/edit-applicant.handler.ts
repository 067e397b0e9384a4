import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_TAKEN_MESSAGE, IDENTIFICATION_TAKEN_MESSAGE } from '@postula/contract';
import { ACCOUNT_NOT_FOUND_MESSAGE, APPLICANT_EMAIL_SCOPE, APPLICANT_IDENTIFICATION_SCOPE, applicantDecider, applicantStream, DomainError } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { identificationError, VALIDATION_MESSAGE } from '@postula/validation';
import { WritePath } from '../../common/write-path.js';
import { UniqueValues } from '../../identity/unique-values.js';
import { EditApplicantCommand } from './edit-applicant.command.js';

/**
 * Staff correct an applicant account ('Editar Aplicante'). A new e-mail or identification is reserved first,
 * so it can never be another account's (409); the old value is freed once the edit is recorded.
 */
@CommandHandler(EditApplicantCommand)
export class EditApplicantHandler implements ICommandHandler<EditApplicantCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly unique: UniqueValues,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ applicantId, input }: EditApplicantCommand): Promise<void> {
    const stream = applicantStream(applicantId);
    const { state, revision } = await this.writes.load(stream, applicantDecider);
    if (!state.exists || !state.profile) throw new DomainError('not_found', ACCOUNT_NOT_FOUND_MESSAGE);
    const before = state.profile;
    const profile = { ...input, identification_type: input.identification_type ?? before.identification_type };
    const invalid = identificationError(profile.identification_type, profile.identification);
    if (invalid) throw new DomainError('invalid', VALIDATION_MESSAGE, { identification: [invalid] });
    await this.unique.change(
      applicantId,
      [
        { scope: APPLICANT_EMAIL_SCOPE, from: before.email, to: profile.email, takenMessage: EMAIL_TAKEN_MESSAGE },
        { scope: APPLICANT_IDENTIFICATION_SCOPE, from: before.identification, to: profile.identification, takenMessage: IDENTIFICATION_TAKEN_MESSAGE },
      ],
      // Pinned to the revision read: a concurrent change of the account makes this edit a 409, not a lost update.
      () => this.writes.handleCommand(stream, applicantDecider, { type: 'EditApplicantProfile', data: { profile, now: this.clock.now() } }, { expectedRevision: revision }),
    );
  }
}
