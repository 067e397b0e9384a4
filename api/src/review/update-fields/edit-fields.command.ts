import type { StaffEditableSection } from '@postula/domain';

/** Staff correct fields of one section in place: `values` as sent, {field: value}. */
export class EditFieldsCommand {
  constructor(
    readonly applicantId: string,
    readonly section: StaffEditableSection,
    readonly values: Record<string, unknown>,
    readonly staffUserId: string,
  ) {}
}
