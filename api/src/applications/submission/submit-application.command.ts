import type { FinalSubmission } from '@postula/validation';

/** Step 9: sends the application, or, while corrections are pending, sends the corrections back. */
export class SubmitApplicationCommand {
  constructor(
    readonly applicantId: string,
    readonly submission: FinalSubmission,
  ) {}
}
