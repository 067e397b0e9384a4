import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { applicationDecider, applicationStream, DomainError, REVIEW_MESSAGES as M } from '@postula/domain';
import type { FieldChange, FieldsEditedByStaff } from '@postula/domain';
import { WritePath } from '../../common/write-path.js';
import { ApplicationRules } from '../../applications/common/application-rules.js';
import { StaffMembers } from '../common/staff-members.js';
import { EditFieldsCommand } from './edit-fields.command.js';

export interface EditFieldsResult {
  changes: FieldChange[];
  revision: number;
}

/**
 * The sent fields replace the stored ones and the whole section is validated again with the applicant's step
 * schema, which converts them (Sí/No, numbers, comma-joined services) and keeps the section coherent (a rented
 * home clears its bedrooms). Only fields the section has may be sent.
 */
@CommandHandler(EditFieldsCommand)
export class EditFieldsHandler implements ICommandHandler<EditFieldsCommand, EditFieldsResult> {
  constructor(
    private readonly writes: WritePath,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly rules: ApplicationRules,
    private readonly staff: StaffMembers,
  ) {}

  async execute({ applicantId, section, values, staffUserId }: EditFieldsCommand): Promise<EditFieldsResult> {
    const editor = await this.staff.reviewer(staffUserId);
    const now = this.clock.now();
    // Merged onto the section of the one read the decision rests on: a concurrent edit of another field of the same
    // section makes the append race, and the retry merges onto the fresh section, so both edits are kept.
    const decision = await this.writes.handleCommand(
      applicationStream(applicantId),
      applicationDecider,
      (state, revision) => {
        if (revision < 0) throw new DomainError('not_found', M.applicationNotFound);
        const stored = state.sections[section] ?? {};
        const unknown = Object.keys(values).filter((field) => !Object.hasOwn(stored, field));
        if (unknown.length) throw new DomainError('invalid', M.unknownField, Object.fromEntries(unknown.map((f) => [f, [M.unknownField]])));
        const details = this.rules.parse(section, { ...stored, ...values });
        return { type: 'EditFieldsByStaff' as const, data: { applicantId, section, details, editor, now } };
      },
      { retry: true },
    );
    return { changes: (decision.events[0] as FieldsEditedByStaff | undefined)?.data.changes ?? [], revision: decision.revision };
  }
}
