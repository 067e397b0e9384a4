import type { ApplicantRecipient } from '../identity/applicant.events.js';
import type { AwardEvent } from './award.events.js';
import { AWARD_EVENT_TYPES } from './award.events.js';
import type { DocumentType } from './document-types.js';
import type {
  CorrectionFlags,
  ExamAnswer,
  ExamGrade,
  FinalSubmission,
  HouseholdMember,
  LegalRepresentative,
  PersonalReference,
  Reviewer,
  SectionValues,
  StaffEditableSection,
  StoredFile,
} from './application.types.js';

/**
 * The one event union of the application stream, `application-{applicantId}`: the applicant's form and the staff
 * review, and the award cycle (award.events.ts). Each keeps what was sent (after validation), so the history and a replay are complete; times are ISO
 * instants from the caller's clock. Keys are camelCase; what a user sent keeps the API's snake_case field names under
 * a typed key (`details`, `reference`, `member`, `answers`, `submission`). Stored forever: a change of shape goes
 * through an upcaster (docs/event-store.md).
 */

type Saved<S extends keyof SectionValues> = { applicantId: string; details: SectionValues[S]; savedAt: string };

export type ExamCompleted = { type: 'ExamCompleted'; data: ExamGrade & { applicantId: string; answers: ExamAnswer[]; completedAt: string } };
/** `legalRepresentativeRequired`: under 15 on the day of this save (absent in saves recorded before the rule: false). */
export type PersonalDetailsSaved = { type: 'PersonalDetailsSaved'; data: Saved<'personal_details'> & { legalRepresentativeRequired?: boolean } };
export type AddressDetailsSaved = { type: 'AddressDetailsSaved'; data: Saved<'address_details'> };
export type AcademicDetailsSaved = { type: 'AcademicDetailsSaved'; data: Saved<'academic_details'> };
export type FinancialSummarySaved = { type: 'FinancialSummarySaved'; data: Saved<'financial_summary'> };
/** `rucCertificate`: the file sent with this save, or the one kept from before (null when there is none). */
export type EconomicStatusSaved = { type: 'EconomicStatusSaved'; data: Saved<'economic_status'> & { rucCertificate: StoredFile | null } };
export type PersonalReferenceAdded = { type: 'PersonalReferenceAdded'; data: { applicantId: string; referenceId: string; reference: PersonalReference; addedAt: string } };
export type PersonalReferenceRemoved = { type: 'PersonalReferenceRemoved'; data: { applicantId: string; referenceId: string; removedAt: string } };
export type HouseholdMemberAdded = { type: 'HouseholdMemberAdded'; data: { applicantId: string; memberId: string; member: HouseholdMember; addedAt: string } };
export type HouseholdMemberUpdated = { type: 'HouseholdMemberUpdated'; data: { applicantId: string; memberId: string; member: HouseholdMember; updatedAt: string } };
export type HouseholdMemberRemoved = { type: 'HouseholdMemberRemoved'; data: { applicantId: string; memberId: string; removedAt: string } };
/** `replaces`: the document of the same type it supersedes (kept in history and storage), or null. */
export type DocumentUploaded = {
  type: 'DocumentUploaded';
  data: StoredFile & { applicantId: string; documentId: string; documentType: DocumentType; replaces: string | null; uploadedAt: string };
};
/** Carries the recipient so the confirmation e-mail needs no lookup; `submission`: step 9 as its schema outputs it. */
export type ApplicationSubmitted = {
  type: 'ApplicationSubmitted';
  /** `termsVersion`: the terms accepted (absent from submissions recorded before the terms had versions). */
  data: ApplicantRecipient & { applicantId: string; submission: FinalSubmission; termsVersion?: string; submittedAt: string };
};
/**
 * Staff sent the application back for corrections. Carries the recipient for the correction e-mail, and the instant
 * until which corrections are taken when the programme sets one.
 */
export type CorrectionsRequested = {
  type: 'CorrectionsRequested';
  data: ApplicantRecipient & {
    applicantId: string;
    notes: string;
    flags: CorrectionFlags;
    reviewer: Reviewer;
    previousStatus: string;
    correctionDeadline: string | null;
    requestedAt: string;
  };
};
export type CorrectionsResubmitted = { type: 'CorrectionsResubmitted'; data: { applicantId: string; motivation: string; resubmittedAt: string } };

/**
 * An applicant under 15 named the adult who answers for them (LOPDP Art. 21). Carries both people's names so the
 * representative's e-mail needs no lookup; the link's token only as its hash (to check it) and sealed (for the e-mail).
 * Naming again replaces the representative and the link, and asks for a new confirmation.
 */
export type LegalRepresentativeNamed = {
  type: 'LegalRepresentativeNamed';
  data: { applicantId: string; representative: LegalRepresentative; minor: ApplicantRecipient; tokenHash: string; sealedToken: string; namedAt: string };
};
/** The representative opened the e-mailed link and confirmed the application; `minor` (absent in older events) is told by e-mail. */
export type LegalRepresentativeConfirmed = { type: 'LegalRepresentativeConfirmed'; data: { applicantId: string; confirmedAt: string; minor?: ApplicantRecipient } };
/** The person named answered through the link that they are not the minor's representative or do not authorise the application; the minor is told. */
export type LegalRepresentativeDeclined = { type: 'LegalRepresentativeDeclined'; data: { applicantId: string; declinedAt: string; minor: ApplicantRecipient } };

/** Staff opened a submitted (or corrected) application: it is now under review by them. */
export type ReviewStarted = { type: 'ReviewStarted'; data: { applicantId: string; reviewer: Reviewer; previousStatus: string; startedAt: string } };

/** `approved_out`: approved when the places had already run out (the applicant is on the waiting list). */
export type ReviewDecision = 'approved' | 'approved_out' | 'rejected';

export type ApplicationDecided = {
  type: 'ApplicationDecided';
  /** `resultHeld`: decided before the results were published, so the applicant is told at the publication (ResultPublished). */
  data: ApplicantRecipient & { applicantId: string; decision: ReviewDecision; reviewer: Reviewer; notes: string; previousStatus: string; decidedAt: string; resultHeld?: true };
};

/** Staff corrected fields of one section in place; `old`/`new` are the stored (normalised) values. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

export type FieldsEditedByStaff = {
  type: 'FieldsEditedByStaff';
  data: { applicantId: string; section: StaffEditableSection; changes: FieldChange[]; editor: Reviewer; editedAt: string };
};

/** A superadmin's bulk rejection of an application failing the entry conditions; `reason` lists the failures. */
export type AutoRejected = {
  type: 'AutoRejected';
  data: ApplicantRecipient & { applicantId: string; reason: string; actor: Reviewer; previousStatus: string; rejectedAt: string; resultHeld?: true };
};

/** The results' publication reached a decision held until then: the applicant learns `decision` now (an approval's offer is appended with it). */
export type ResultPublished = { type: 'ResultPublished'; data: ApplicantRecipient & { applicantId: string; decision: ReviewDecision; publishedAt: string } };

/** A superadmin keeps the application from the retention sweep: a pending claim needs its data (LOPDP Art. 18). */
export type RetentionHoldPlaced = { type: 'RetentionHoldPlaced'; data: { applicantId: string; reason: string; by: Reviewer; heldAt: string } };
export type RetentionHoldReleased = { type: 'RetentionHoldReleased'; data: { applicantId: string; by: Reviewer; releasedAt: string } };
/** The retention sweep found the outcome's period over: the applicant's personal data is erased after it. */
export type RetentionPeriodEnded = { type: 'RetentionPeriodEnded'; data: { applicantId: string; outcome: string; dueAt: string; endedAt: string } };
/**
 * The applicant's personal data is to be erased (a fulfilled deletion request, or the end of the retention period),
 * decided here, at the revision the erasure read, before any key is destroyed: a decision on the application raced
 * with it has one order, and after it the application takes no command. `reason` describes, never names.
 */
export type ErasureDecided = { type: 'ErasureDecided'; data: { applicantId: string; requestId: string | null; erasedBy: string; reason: string; decidedAt: string } };
export type RetentionEvent = RetentionHoldPlaced | RetentionHoldReleased | RetentionPeriodEnded | ErasureDecided;

/** The events the staff review records (the rest are the applicant's). */
export type ReviewEvent = CorrectionsRequested | ReviewStarted | ApplicationDecided | FieldsEditedByStaff | AutoRejected | ResultPublished;

export type ApplicantSideEvent =
  | ExamCompleted
  | PersonalDetailsSaved
  | AddressDetailsSaved
  | AcademicDetailsSaved
  | FinancialSummarySaved
  | EconomicStatusSaved
  | PersonalReferenceAdded
  | PersonalReferenceRemoved
  | HouseholdMemberAdded
  | HouseholdMemberUpdated
  | HouseholdMemberRemoved
  | DocumentUploaded
  | LegalRepresentativeNamed
  | LegalRepresentativeConfirmed
  | LegalRepresentativeDeclined
  | ApplicationSubmitted
  | CorrectionsResubmitted;

export type ApplicationEvent = ApplicantSideEvent | ReviewEvent | AwardEvent | RetentionEvent;

const REVIEW_EVENT_TYPES: ReviewEvent['type'][] = ['CorrectionsRequested', 'ReviewStarted', 'ApplicationDecided', 'FieldsEditedByStaff', 'AutoRejected', 'ResultPublished'];

export const APPLICATION_EVENT_TYPES: ApplicationEvent['type'][] = [
  'ExamCompleted',
  'PersonalDetailsSaved',
  'AddressDetailsSaved',
  'AcademicDetailsSaved',
  'FinancialSummarySaved',
  'EconomicStatusSaved',
  'PersonalReferenceAdded',
  'PersonalReferenceRemoved',
  'HouseholdMemberAdded',
  'HouseholdMemberUpdated',
  'HouseholdMemberRemoved',
  'DocumentUploaded',
  'LegalRepresentativeNamed',
  'LegalRepresentativeConfirmed',
  'LegalRepresentativeDeclined',
  'ApplicationSubmitted',
  'CorrectionsResubmitted',
  ...REVIEW_EVENT_TYPES,
  ...AWARD_EVENT_TYPES,
  'RetentionHoldPlaced',
  'RetentionHoldReleased',
  'RetentionPeriodEnded',
  'ErasureDecided',
];

export const applicationStream = (applicantId: string) => `application-${applicantId}`;
