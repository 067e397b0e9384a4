/**
 * Erases an applicant's personal data (crypto-shredding): what fulfilling a deletion request or the retention job
 * sends. `by`: the staff member's id (or 'system' for retention); `requestId`: the data request fulfilled, if any;
 * `reason`: why, in words that name no one (it is recorded in the event).
 */
export class EraseApplicantData {
  constructor(readonly input: { applicantId: string; requestId?: string | null; by: string; reason: string }) {}
}

export interface EraseApplicantDataResult {
  /** false: the account was already erased (nothing more was done). */
  erased: boolean;
}
