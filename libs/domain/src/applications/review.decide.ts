import type { ApplicantRecipient } from '../identity/applicant.events.js';
import { DomainError } from '../shared/domain-error.js';
import { APPLICATION_MESSAGES } from './application-messages.js';
import type { ApplicationStatus } from './application-status.js';
import type { ApplicationState } from './application.decider.js';
import type { Reviewer, SectionData } from './application.events.js';
import { changedFields } from './correction-guard.js';
import { entryConditionFailures, entryConditionReason, entryFactsOf, type EntryRules } from './entry-conditions.js';
import { REVIEW_MESSAGES as M } from './review-messages.js';
import type { ReviewEvent, StaffEditableSection } from './review.events.js';

/** Opening an application's details as staff (GET applications/details). */
export type StartReview = { type: 'StartReview'; data: { applicantId: string; reviewer: Reviewer; now: string } };
/** `placeAvailable`: whether the approval got one of the programme's places (places.decider.ts). */
export type DecideApplication = {
  type: 'DecideApplication';
  data: { applicantId: string; recipient: ApplicantRecipient; decision: 'approved' | 'rejected'; placeAvailable: boolean; reviewer: Reviewer; notes: string; now: string };
};
/** `details`: the whole section after the edit, validated with the applicant's step schema. */
export type EditFieldsByStaff = { type: 'EditFieldsByStaff'; data: { applicantId: string; section: StaffEditableSection; details: SectionData; editor: Reviewer; now: string } };
export type AutoRejectApplication = { type: 'AutoRejectApplication'; data: { applicantId: string; recipient: ApplicantRecipient; actor: Reviewer; rules: EntryRules; now: string } };

export type ReviewCommand = StartReview | DecideApplication | EditFieldsByStaff | AutoRejectApplication;

/** Where approve, reject and request corrections may start from. */
export const REVIEWABLE_STATUSES: readonly ApplicationStatus[] = ['submitted', 'under_review', 'correction_applicant'];
/** Submitted or later and not decided: what auto-rejection and the entry-conditions list look at. */
export const UNDECIDED_STATUSES: readonly ApplicationStatus[] = ['submitted', 'under_review', 'correction_review', 'correction_applicant'];
/** Opening these for review moves them to under_review. */
export const awaitsReview = (status: ApplicationStatus) => status === 'submitted' || status === 'correction_applicant';

export function assertReviewable(status: ApplicationStatus): void {
  if (!REVIEWABLE_STATUSES.includes(status)) throw new DomainError('invalid', M.notReviewable, { new_status: [M.notReviewable] });
}

export function decideReview(command: ReviewCommand, state: ApplicationState): ReviewEvent[] {
  const previous_status = state.status;
  switch (command.type) {
    case 'StartReview': {
      const { applicantId, reviewer, now } = command.data;
      if (!awaitsReview(state.status)) return [];
      return [{ type: 'ReviewStarted', data: { applicantId, reviewer, previous_status, startedAt: now } }];
    }
    case 'DecideApplication': {
      const { applicantId, recipient, decision, placeAvailable, reviewer, notes, now } = command.data;
      assertReviewable(state.status);
      if (!notes.trim()) throw new DomainError('invalid', M.notesRequired, { correction_notes: [M.notesRequired] });
      const recorded = decision === 'approved' && !placeAvailable ? 'approved_out' : decision;
      return [{ type: 'ApplicationDecided', data: { applicantId, ...recipient, decision: recorded, reviewer, notes: notes.trim(), previous_status, decidedAt: now } }];
    }
    case 'EditFieldsByStaff': {
      const { applicantId, section, details, editor, now } = command.data;
      if (state.status === 'none' || state.status === 'started') throw new DomainError('forbidden', M.notSubmitted);
      const current = state.sections[section] ?? {};
      const changes = changedFields(current, details).map((field) => ({ field, old: current[field] ?? null, new: details[field] ?? null }));
      if (!changes.length) return [];
      if (section === 'economic_status' && details.entrepreneur_artisan === true && !state.rucCertificate)
        throw new DomainError('invalid', APPLICATION_MESSAGES.rucRequired, { entrepreneur_artisan: [APPLICATION_MESSAGES.rucRequired] });
      return [{ type: 'FieldsEditedByStaff', data: { applicantId, section, changes, editor, editedAt: now } }];
    }
    case 'AutoRejectApplication': {
      const { applicantId, recipient, actor, rules, now } = command.data;
      if (!UNDECIDED_STATUSES.includes(state.status)) return [];
      const failures = entryConditionFailures(entryFactsOf(state), rules);
      if (!failures.length) return [];
      return [{ type: 'AutoRejected', data: { applicantId, ...recipient, reason: entryConditionReason(failures), actor, previous_status, rejectedAt: now } }];
    }
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
