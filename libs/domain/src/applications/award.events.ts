import type { AwardDocumentType } from '../awards/award-documents.js';
import type { ApplicantRecipient } from '../identity/applicant.events.js';
import type { Reviewer, StoredFile } from './application.types.js';

/**
 * The award cycle on the application stream: an approval within the places carries an offer, which the applicant
 * accepts or declines before `acceptBy`, or which expires; staff record a scholar's renunciation; the scholar delivers
 * the post-award documents and staff verify them. A place freed by a decline, an expiry or a renunciation goes to the
 * first applicant of the waiting list (places.decider.ts), whose stream records the promotion and a new offer.
 */

/** `promoted`: the offer of an applicant moved up from the waiting list. `documents`: the labels the e-mail lists. */
export type AwardOffered = {
  type: 'AwardOffered';
  data: ApplicantRecipient & { applicantId: string; acceptBy: string; documents: string[]; promoted: boolean; offeredAt: string };
};
export type PromotedFromWaitingList = { type: 'PromotedFromWaitingList'; data: { applicantId: string; previousStatus: string; promotedAt: string } };
export type AwardAccepted = { type: 'AwardAccepted'; data: { applicantId: string; acceptedAt: string } };
/** The recipient (absent in events recorded before the scholar was e-mailed about it) is told the decline was recorded. */
export type AwardDeclined = { type: 'AwardDeclined'; data: Partial<ApplicantRecipient> & { applicantId: string; reason: string | null; previousStatus: string; declinedAt: string } };
export type AwardExpired = { type: 'AwardExpired'; data: { applicantId: string; acceptBy: string; previousStatus: string; expiredAt: string } };
/** A superadmin recorded the scholar's renunciation (after accepting, or of an offer still open). */
export type AwardWithdrawn = { type: 'AwardWithdrawn'; data: { applicantId: string; reason: string; actor: Reviewer; previousStatus: string; withdrawnAt: string } };
/** `replaces`: the document of the same type it supersedes (kept in history and storage), or null. */
export type AwardDocumentUploaded = {
  type: 'AwardDocumentUploaded';
  data: StoredFile & { applicantId: string; documentId: string; documentType: AwardDocumentType; replaces: string | null; uploadedAt: string };
};
/** `verified` false: refused, with the note the scholar reads; they upload the document again. */
export type AwardDocumentVerified = {
  type: 'AwardDocumentVerified';
  /** A refused document's recipient and label: the scholar is e-mailed the note (absent in events recorded before that e-mail). */
  data: Partial<ApplicantRecipient> & { applicantId: string; documentId: string; documentType: AwardDocumentType; documentLabel?: string; verified: boolean; note: string | null; actor: Reviewer; verifiedAt: string };
};

export type AwardEvent =
  | AwardOffered
  | PromotedFromWaitingList
  | AwardAccepted
  | AwardDeclined
  | AwardExpired
  | AwardWithdrawn
  | AwardDocumentUploaded
  | AwardDocumentVerified;

export const AWARD_EVENT_TYPES: AwardEvent['type'][] = [
  'AwardOffered',
  'PromotedFromWaitingList',
  'AwardAccepted',
  'AwardDeclined',
  'AwardExpired',
  'AwardWithdrawn',
  'AwardDocumentUploaded',
  'AwardDocumentVerified',
];

/**
 * The award events that move the application's status, with the status they leave and their instant's field: the
 * read models (details, history, reviewer rows, statistics) follow these. A renunciation reads as a decline.
 */
export const AWARD_STATUS_CHANGES = {
  PromotedFromWaitingList: { status: 'approved', at: 'promotedAt' },
  AwardDeclined: { status: 'award_declined', at: 'declinedAt' },
  AwardExpired: { status: 'award_expired', at: 'expiredAt' },
  AwardWithdrawn: { status: 'award_declined', at: 'withdrawnAt' },
} as const satisfies Partial<Record<AwardEvent['type'], { status: string; at: string }>>;
