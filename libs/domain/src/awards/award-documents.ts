import { AWARD_DOCUMENT_TYPES, type AwardDocumentType } from '@postula/validation';

/** The post-award documents' keys live with the programme file's schema (libs/validation), which names their labels. */
export { AWARD_DOCUMENT_TYPES, type AwardDocumentType };

export const isAwardDocumentType = (value: string): value is AwardDocumentType => (AWARD_DOCUMENT_TYPES as readonly string[]).includes(value);
