import type { ApplicantRecipient } from '../identity/applicant.events.js';
import type { Reviewer, SectionData } from './application.events.js';

/**
 * Events of the staff review (issue 5), in the application's stream. Each carries the staff member who acted
 * ({id, full_name, email}, as the history shows them) and the status it moved from; decisions carry the
 * applicant's recipient for the e-mail.
 */

/** Staff opened a submitted (or corrected) application: it is now under review by them. */
export type ReviewStarted = { type: 'ReviewStarted'; data: { applicantId: string; reviewer: Reviewer; previous_status: string; startedAt: string } };

/** `approved_out`: approved when the places had already run out (shown to the applicant as a rejection). */
export type ReviewDecision = 'approved' | 'approved_out' | 'rejected';

export type ApplicationDecided = {
  type: 'ApplicationDecided';
  data: ApplicantRecipient & { applicantId: string; decision: ReviewDecision; reviewer: Reviewer; notes: string; previous_status: string; decidedAt: string };
};

/** Staff corrected fields of one section in place; `old`/`new` are the stored (normalised) values. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

export type StaffEditableSection = 'personal_details' | 'address_details' | 'academic_details' | 'economic_status' | 'financial_summary';

export type FieldsEditedByStaff = {
  type: 'FieldsEditedByStaff';
  data: { applicantId: string; section: StaffEditableSection; changes: FieldChange[]; editor: Reviewer; editedAt: string };
};

/** A superadmin's bulk rejection of an application failing the entry conditions; `reason` lists the failures. */
export type AutoRejected = {
  type: 'AutoRejected';
  data: ApplicantRecipient & { applicantId: string; reason: string; actor: Reviewer; previous_status: string; rejectedAt: string };
};

export type ReviewEvent = ReviewStarted | ApplicationDecided | FieldsEditedByStaff | AutoRejected;

export const REVIEW_EVENT_TYPES: ReviewEvent['type'][] = ['ReviewStarted', 'ApplicationDecided', 'FieldsEditedByStaff', 'AutoRejected'];

export const STAFF_EDITABLE_SECTIONS: readonly StaffEditableSection[] = ['personal_details', 'address_details', 'academic_details', 'economic_status', 'financial_summary'];

/** The section as it is after applying the changes. */
export const withChanges = (section: SectionData | undefined, changes: readonly FieldChange[]): SectionData => ({
  ...section,
  ...Object.fromEntries(changes.map((c) => [c.field, c.new])),
});
