import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_NOT_FOUND_MESSAGE, APPLICANT_IDENTIFICATION_SCOPE, applicantDecider, applicantStream, DomainError, IDENTIFICATION_NOT_HELD_MESSAGE } from '@postula/domain';
import type { ReassignIdentification } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { ALREADY_HELD_MESSAGE } from '@postula/contract';
import { VALIDATION_MESSAGE } from '@postula/validation';
import { WritePath } from '../../common/write-path.js';
import { AccountLookup } from '../../identity/account-lookup.js';
import { UniqueValues } from '../../identity/unique-values.js';
import { ReassignIdentificationCommand } from './reassign-identification.command.js';


const refused = (message: string) => new DomainError('invalid', VALIDATION_MESSAGE, { identification: [message] });

/**
 * The office settles a disputed identification: the reservation moves from the account holding it
 * to this one in one append, and both accounts' streams record it. The account that lost it keeps no identification
 * until staff correct it ('Editar Aplicante'); the receiving account's former identification is freed.
 */
@CommandHandler(ReassignIdentificationCommand)
export class ReassignIdentificationHandler implements ICommandHandler<ReassignIdentificationCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly accounts: AccountLookup,
    private readonly unique: UniqueValues,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ toApplicantId, identification, reassignedBy }: ReassignIdentificationCommand): Promise<void> {
    const to = await this.accounts.applicant(toApplicantId);
    if (!to?.profile) throw new DomainError('not_found', ACCOUNT_NOT_FOUND_MESSAGE);
    const fromApplicantId = await this.accounts.ownerOf(APPLICANT_IDENTIFICATION_SCOPE, identification);
    const from = fromApplicantId ? await this.accounts.applicant(fromApplicantId) : undefined;
    if (!fromApplicantId || !from?.profile) throw refused(IDENTIFICATION_NOT_HELD_MESSAGE);
    if (fromApplicantId === toApplicantId) throw refused(ALREADY_HELD_MESSAGE);
    const command: ReassignIdentification = {
      type: 'ReassignIdentification',
      // The value as the holder registered it (the reservation ignores case).
      data: { identification: from.profile.identification, identificationType: from.profile.identification_type, fromApplicantId, toApplicantId, reassignedBy, now: this.clock.now() },
    };
    // The holder's stream first: its decider refuses if the holder no longer has it (an edit a moment ago).
    await this.writes.handleCommand(applicantStream(fromApplicantId), applicantDecider, command, { retry: true });
    await this.unique.transfer(APPLICANT_IDENTIFICATION_SCOPE, identification, fromApplicantId, toApplicantId, IDENTIFICATION_NOT_HELD_MESSAGE);
    await this.writes.handleCommand(applicantStream(toApplicantId), applicantDecider, command, { retry: true });
    await this.unique.release(APPLICANT_IDENTIFICATION_SCOPE, to.profile.identification, toApplicantId);
  }
}
