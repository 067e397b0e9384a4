import type { ApplicantRecipient } from '../identity/applicant.events.js';
import { DomainError } from '../shared/domain-error.js';
import { APPLICATION_MESSAGES } from './application-messages.js';
import type { ReviewDecision, ReviewEvent } from './application.events.js';
import type { AwardOffered } from './award.events.js';
import type { OfferTerms } from './award.decide.js';
import { allows, assertAllows, type ApplicationState } from './application.state.js';
import type { CorrectionFlags, Reviewer, SectionValues, StaffEditableSection } from './application.types.js';
import { changedFields } from './correction-guard.js';
import { entryConditionFailures, entryConditionReason, entryFactsOf, type EntryRules } from './entry-conditions.js';
import { REVIEW_MESSAGES as M } from './review-messages.js';

/** Opening an application's details as staff (GET applications/details). */
export type StartReview = { type: 'StartReview'; data: { applicantId: string; reviewer: Reviewer; now: string } };
/**
 * `placeAvailable`: whether the approval got one of the programme's places (places.decider.ts). `resultsPublished`:
 * whether the programme's results are out (results-publication.ts): then the applicant is told at once and an approval
 * within the places carries `offer`; before, the decision is held until the publication (PublishResult).
 */
export type DecideApplication = {
  type: 'DecideApplication';
  data: {
    applicantId: string;
    recipient: ApplicantRecipient;
    decision: 'approved' | 'rejected';
    placeAvailable: boolean;
    offer: OfferTerms;
    resultsPublished: boolean;
    reviewer: Reviewer;
    notes: string;
    now: string;
  };
};
/** Staff send the application back to the applicant with the fields to correct. */
export type RequestCorrections = {
  type: 'RequestCorrections';
  data: { applicantId: string; recipient: ApplicantRecipient; notes: string; flags: CorrectionFlags; reviewer: Reviewer; correctionDeadline: string | null; now: string };
};
/** `details`: the whole section after the edit, validated with the applicant's step schema. */
export type EditFieldsByStaff = {
  type: 'EditFieldsByStaff';
  data: { applicantId: string; section: StaffEditableSection; details: SectionValues[StaffEditableSection]; editor: Reviewer; now: string };
};
export type AutoRejectApplication = {
  type: 'AutoRejectApplication';
  data: { applicantId: string; recipient: ApplicantRecipient; actor: Reviewer; rules: EntryRules; resultsPublished: boolean; now: string };
};
/** The results' publication tells the applicant a decision held until then; an approval gets its offer, from `now`. */
export type PublishResult = { type: 'PublishResult'; data: { applicantId: string; recipient: ApplicantRecipient; offer: OfferTerms; now: string } };

export type ReviewCommand = StartReview | DecideApplication | RequestCorrections | EditFieldsByStaff | AutoRejectApplication | PublishResult;

export const REVIEW_COMMAND_TYPES: readonly ReviewCommand['type'][] = ['StartReview', 'DecideApplication', 'RequestCorrections', 'EditFieldsByStaff', 'AutoRejectApplication', 'PublishResult'];

const offered = (applicantId: string, recipient: ApplicantRecipient, offer: OfferTerms, now: string): AwardOffered => ({
  type: 'AwardOffered',
  data: { applicantId, ...recipient, ...offer, promoted: false, offeredAt: now },
});

/** The staff half of the aggregate: taking an application for review, deciding it, sending it back, editing it, auto-rejecting it. */
export function decideReview(command: ReviewCommand, state: ApplicationState): (ReviewEvent | AwardOffered)[] {
  const previousStatus = state.status;
  switch (command.type) {
    case 'StartReview': {
      const { applicantId, reviewer, now } = command.data;
      if (!allows('startReview', state.status)) return [];
      return [{ type: 'ReviewStarted', data: { applicantId, reviewer, previousStatus, startedAt: now } }];
    }
    case 'DecideApplication': {
      const { applicantId, recipient, decision, placeAvailable, offer, resultsPublished, reviewer, notes, now } = command.data;
      assertAllows('decide', state.status);
      if (!notes.trim()) throw new DomainError('invalid', M.notesRequired, { correction_notes: [M.notesRequired] });
      const recorded: ReviewDecision = decision === 'approved' && !placeAvailable ? 'approved_out' : decision;
      const data = { applicantId, ...recipient, decision: recorded, reviewer, notes: notes.trim(), previousStatus, decidedAt: now };
      if (!resultsPublished) return [{ type: 'ApplicationDecided', data: { ...data, resultHeld: true } }];
      const decided: ReviewEvent = { type: 'ApplicationDecided', data };
      return recorded === 'approved' ? [decided, offered(applicantId, recipient, offer, now)] : [decided];
    }
    case 'RequestCorrections': {
      const { applicantId, recipient, notes, flags, reviewer, correctionDeadline, now } = command.data;
      assertAllows('requestCorrections', state.status);
      return [{ type: 'CorrectionsRequested', data: { applicantId, ...recipient, notes, flags, reviewer, previousStatus, correctionDeadline, requestedAt: now } }];
    }
    case 'EditFieldsByStaff': {
      const { applicantId, section, details, editor, now } = command.data;
      assertAllows('staffEdit', state.status);
      const current = (state.sections[section] ?? {}) as Readonly<Record<string, unknown>>;
      const next = details as Readonly<Record<string, unknown>>;
      const changes = changedFields(current, next).map((field) => ({ field, old: current[field] ?? null, new: next[field] ?? null }));
      if (!changes.length) return [];
      if (section === 'economic_status' && next.entrepreneur_artisan === true && !state.rucCertificate)
        throw new DomainError('invalid', APPLICATION_MESSAGES.rucRequired, { entrepreneur_artisan: [APPLICATION_MESSAGES.rucRequired] });
      return [{ type: 'FieldsEditedByStaff', data: { applicantId, section, changes, editor, editedAt: now } }];
    }
    case 'AutoRejectApplication': {
      const { applicantId, recipient, actor, rules, resultsPublished, now } = command.data;
      if (!allows('autoReject', state.status)) return [];
      const failures = entryConditionFailures(entryFactsOf(state), rules);
      if (!failures.length) return [];
      const data = { applicantId, ...recipient, reason: entryConditionReason(failures), actor, previousStatus, rejectedAt: now };
      return [{ type: 'AutoRejected', data: resultsPublished ? data : { ...data, resultHeld: true } }];
    }
    case 'PublishResult': {
      const { applicantId, recipient, offer, now } = command.data;
      // Published once: a decision told already (or never held) records nothing.
      if (!state.resultHeld || (state.status !== 'approved' && state.status !== 'approved_out' && state.status !== 'rejected')) return [];
      const published: ReviewEvent = { type: 'ResultPublished', data: { applicantId, ...recipient, decision: state.status, publishedAt: now } };
      return state.status === 'approved' && !state.award ? [published, offered(applicantId, recipient, offer, now)] : [published];
    }
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
