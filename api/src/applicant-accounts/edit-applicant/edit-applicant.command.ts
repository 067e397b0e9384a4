import type { ApplicantEditInput } from '@postula/validation';

export class EditApplicantCommand {
  constructor(
    readonly applicantId: string,
    readonly input: ApplicantEditInput,
  ) {}
}
