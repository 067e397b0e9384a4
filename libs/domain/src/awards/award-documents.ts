/**
 * The documents a scholar delivers after accepting (programme file `award.documents`): stable keys, the office's
 * labels. Their content checks are step 7's (PDF or image, 4 MB).
 */
export const AWARD_DOCUMENT_TYPES = ['commitment_letter', 'notarized_id', 'enrolment_certificate'] as const;
export type AwardDocumentType = (typeof AWARD_DOCUMENT_TYPES)[number];

export const isAwardDocumentType = (value: string): value is AwardDocumentType => (AWARD_DOCUMENT_TYPES as readonly string[]).includes(value);
