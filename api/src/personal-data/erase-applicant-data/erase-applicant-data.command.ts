import type { ErasureRequest } from '@postula/personal-data';

/**
 * Decides the erasure of an applicant's personal data (libs/personal-data `decideErasure`): what fulfilling a deletion
 * request sends. The worker shreds the data (`completeErasure`) once the reply to the request has gone out, so the
 * reply reaches the person's address. `by`: the staff member's id.
 */
export class EraseApplicantData {
  constructor(readonly input: ErasureRequest) {}
}

export interface EraseApplicantDataResult {
  /** false: the account was already erased (nothing more was done). */
  decided: boolean;
}
