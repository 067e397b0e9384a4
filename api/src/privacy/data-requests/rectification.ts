import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ACCOUNT_FIELD_LABELS, RECTIFIABLE_SECTIONS } from '@postula/contract';
import type { ResolveDataRequestInput } from '@postula/contract';
import { DATA_REQUEST_ALREADY_RESOLVED_MESSAGE, dataRequestDecider, dataRequestStream, DomainError } from '@postula/domain';
import type { RectifiedField, StaffEditableSection } from '@postula/domain';
import { applicantEditSchema } from '@postula/validation';
import { EditApplicantCommand } from '../../applicant-accounts/edit-applicant/edit-applicant.command.js';
import { WritePath } from '../../common/write-path.js';
import { parseWith } from '../../applications/common/application-rules.js';
import { AccountLookup } from '../../identity/account-lookup.js';
import { EditFieldsCommand } from '../../review/update-fields/edit-fields.command.js';
import type { EditFieldsResult } from '../../review/update-fields/edit-fields.handler.js';

type Correction = NonNullable<ResolveDataRequestInput['correction']>;

const shown = (value: unknown): string => (value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value));
const labelOf = (section: string, field: string) => RECTIFIABLE_SECTIONS.find((s) => s.section === section)?.fields.find((f) => f.field === field)?.label ?? field;

/**
 * A fulfilled rectification corrects the record through the staff's own edits ('Editar Aplicante' for the account,
 * the section edit for the application), validated as those are, and answers with what changed. The request must be
 * pending before anything is edited; the answer is recorded right after the edit.
 */
@Injectable()
export class Rectification {
  constructor(
    private readonly commands: CommandBus,
    private readonly writes: WritePath,
    private readonly accounts: AccountLookup,
  ) {}

  async apply(requestId: string, applicantId: string, correction: Correction, staffUserId: string): Promise<RectifiedField[]> {
    const { state } = await this.writes.load(dataRequestStream(requestId), dataRequestDecider);
    if (state.status !== 'pending') throw new DomainError('conflict', DATA_REQUEST_ALREADY_RESOLVED_MESSAGE);
    if (correction.section === 'applicant_info') return this.correctAccount(applicantId, correction.values);
    const { changes } = await this.commands.execute<EditFieldsCommand, EditFieldsResult>(new EditFieldsCommand(applicantId, correction.section as StaffEditableSection, correction.values, staffUserId));
    return changes.map((c) => ({ label: labelOf(correction.section, c.field), old: shown(c.old), new: shown(c.new) }));
  }

  private async correctAccount(applicantId: string, values: Record<string, unknown>): Promise<RectifiedField[]> {
    const profile = (await this.accounts.applicant(applicantId))?.profile;
    if (!profile) throw new DomainError('not_found', 'La cuenta no existe');
    const unknown = Object.keys(values).filter((field) => !Object.hasOwn(ACCOUNT_FIELD_LABELS, field));
    if (unknown.length) throw new DomainError('invalid', 'Ese dato no se puede corregir aquí', Object.fromEntries(unknown.map((f) => [f, ['Ese dato no se puede corregir aquí']])));
    const input = parseWith(applicantEditSchema, { ...profile, ...values });
    await this.commands.execute(new EditApplicantCommand(applicantId, input));
    return (Object.keys(ACCOUNT_FIELD_LABELS) as (keyof typeof ACCOUNT_FIELD_LABELS)[])
      .filter((field) => shown(profile[field]) !== shown(input[field]))
      .map((field) => ({ label: ACCOUNT_FIELD_LABELS[field], old: shown(profile[field]), new: shown(input[field]) }));
  }
}
