import type { ErasureRequest } from '@postula/personal-data';

/**
 * Erases an applicant's personal data (crypto-shredding, libs/personal-data): what fulfilling a deletion request sends
 * (the worker's retention sweep calls the same function itself). `by`: the staff member's id.
 */
export class EraseApplicantData {
  constructor(readonly input: ErasureRequest) {}
}

export interface EraseApplicantDataResult {
  /** false: the account was already erased (nothing more was done). */
  erased: boolean;
}
