import type {
  AcademicDetails,
  AddressDetails,
  EconomicStatus,
  FinalSubmission,
  FinancialSummary,
  HouseholdMember,
  LegalRepresentative,
  PersonalDetails,
  PersonalReference,
} from '@postula/validation';

/**
 * The value types of the application aggregate, the bottom layer: events, state and decisions build on them.
 * What the applicant sends is stored as the validation schemas output it (snake_case, the spec's field names).
 */

/** The sections saved whole by one form step, as their schemas output them. */
export interface SectionValues {
  personal_details: PersonalDetails;
  address_details: AddressDetails;
  academic_details: AcademicDetails;
  economic_status: EconomicStatus;
  financial_summary: FinancialSummary;
}

/** Sections saved whole by one form step (economic status has its own command: it carries a file). */
export type FormSection = 'personal_details' | 'address_details' | 'academic_details' | 'financial_summary';

export type StaffEditableSection = keyof SectionValues;

export const STAFF_EDITABLE_SECTIONS: readonly StaffEditableSection[] = ['personal_details', 'address_details', 'academic_details', 'economic_status', 'financial_summary'];

export type { FinalSubmission, HouseholdMember, LegalRepresentative, PersonalReference };

export interface ExamAnswer {
  question_id: number;
  selected_option: 'a' | 'b' | 'c';
}

export interface ExamGrade {
  correctAnswers: number;
  totalQuestions: number;
  percentage: number;
  levelAchieved: string;
}

/** A file the server stored under a key it made. */
export interface StoredFile {
  storageKey: string;
  fileName: string;
  contentType: string;
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

/** The staff member who acted, as the history shows them. */
export interface Reviewer {
  id: string;
  fullName: string;
  email: string;
}
