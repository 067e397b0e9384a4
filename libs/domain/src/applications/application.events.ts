import type { ApplicantRecipient } from '../identity/applicant.events.js';
import type { DocumentType } from './document-types.js';
import { REVIEW_EVENT_TYPES, type ReviewEvent } from './review.events.js';

/**
 * Events of the application aggregate, stream `application-{applicantId}`. Each keeps what the applicant sent
 * (after validation), so the history and a replay are complete; times are ISO instants from the caller's clock.
 */

/** A validated section as the applicant sent it (the shapes are the zod schemas' outputs in @postula/validation). */
export type SectionData = Record<string, unknown>;

export interface ExamAnswer {
  question_id: number;
  selected_option: 'a' | 'b' | 'c';
}

export interface ExamGrade {
  correct_answers: number;
  total_questions: number;
  percentage: number;
  level_achieved: string;
}

/** A file the server stored under a key it made. */
export interface StoredFile {
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
}

export type CorrectionSection =
  | 'personal_details'
  | 'address_details'
  | 'academic_details'
  | 'personal_references'
  | 'household_members'
  | 'economic_status'
  | 'documents'
  | 'financial_summary'
  | 'application_info';

/** Flag names of applicant-side.md section 3 grouped by section: true = needs correction. */
export type CorrectionFlags = Partial<Record<CorrectionSection, Record<string, boolean>>>;

export interface Reviewer {
  id: string;
  full_name: string;
  email: string;
}

export type ExamCompleted = { type: 'ExamCompleted'; data: ExamGrade & { applicantId: string; answers: ExamAnswer[]; completedAt: string } };
export type PersonalDetailsSaved = { type: 'PersonalDetailsSaved'; data: { applicantId: string; details: SectionData; savedAt: string } };
export type AddressDetailsSaved = { type: 'AddressDetailsSaved'; data: { applicantId: string; details: SectionData; savedAt: string } };
export type AcademicDetailsSaved = { type: 'AcademicDetailsSaved'; data: { applicantId: string; details: SectionData; savedAt: string } };
export type FinancialSummarySaved = { type: 'FinancialSummarySaved'; data: { applicantId: string; details: SectionData; savedAt: string } };
/** `ruc_certificate`: the file sent with this save, or the one kept from before (null when there is none). */
export type EconomicStatusSaved = { type: 'EconomicStatusSaved'; data: { applicantId: string; details: SectionData; ruc_certificate: StoredFile | null; savedAt: string } };
export type PersonalReferenceAdded = { type: 'PersonalReferenceAdded'; data: { applicantId: string; reference_id: string; reference: SectionData; addedAt: string } };
export type PersonalReferenceRemoved = { type: 'PersonalReferenceRemoved'; data: { applicantId: string; reference_id: string; removedAt: string } };
export type HouseholdMemberAdded = { type: 'HouseholdMemberAdded'; data: { applicantId: string; member_id: string; member: SectionData; addedAt: string } };
export type HouseholdMemberUpdated = { type: 'HouseholdMemberUpdated'; data: { applicantId: string; member_id: string; member: SectionData; updatedAt: string } };
export type HouseholdMemberRemoved = { type: 'HouseholdMemberRemoved'; data: { applicantId: string; member_id: string; removedAt: string } };
/** `replaces`: the document of the same type it supersedes (kept in history and storage), or null. */
export type DocumentUploaded = {
  type: 'DocumentUploaded';
  data: StoredFile & { applicantId: string; document_id: string; document_type: DocumentType; replaces: string | null; uploadedAt: string };
};
/** Carries the recipient so the confirmation e-mail needs no lookup. */
export type ApplicationSubmitted = {
  type: 'ApplicationSubmitted';
  data: {
    applicantId: string;
    email: string;
    first_name: string;
    last_name: string;
    motivation: string;
    accepts_terms: true;
    submission_city: string;
    submission_date: string;
    submittedAt: string;
  };
};
/**
 * Emitted by the staff review (issue 5); defined here so the applicant side can be tested against it. Carries the
 * recipient for the correction e-mail, and the instant until which corrections are taken when the programme sets one.
 */
export type CorrectionsRequested = {
  type: 'CorrectionsRequested';
  data: ApplicantRecipient & {
    applicantId: string;
    notes: string;
    flags: CorrectionFlags;
    reviewer: Reviewer;
    previous_status: string;
    correctionDeadline: string | null;
    requestedAt: string;
  };
};
export type CorrectionsResubmitted = { type: 'CorrectionsResubmitted'; data: { applicantId: string; motivation: string; resubmittedAt: string } };

export type ApplicationEvent =
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
  | ApplicationSubmitted
  | CorrectionsRequested
  | CorrectionsResubmitted
  | ReviewEvent;

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
  'ApplicationSubmitted',
  'CorrectionsRequested',
  'CorrectionsResubmitted',
  ...REVIEW_EVENT_TYPES,
];

export const applicationStream = (applicantId: string) => `application-${applicantId}`;
