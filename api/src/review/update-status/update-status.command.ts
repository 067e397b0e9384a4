import type { UpdateStatusInput } from '@postula/contract';

/** A reviewer's decision: approve, reject or request corrections. */
export class UpdateStatusCommand {
  constructor(
    readonly input: UpdateStatusInput,
    readonly staffUserId: string,
  ) {}
}

export interface UpdateStatusResult {
  /** What was recorded: approved_out when the places had run out. */
  status: 'approved' | 'approved_out' | 'rejected' | 'correction_review';
  revision: number;
}
