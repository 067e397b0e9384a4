import { DomainError } from '../shared/domain-error.js';
import { APPLICATION_MESSAGES } from './application-messages.js';
import type { ApplicationStatus } from './application-status.js';
import type { ApplicationEvent, FieldChange } from './application.events.js';
import { evolveAward, type AwardState } from './award.state.js';
import type { CorrectionFlags, ExamGrade, FormSection, HouseholdMember, PersonalReference, Reviewer, SectionValues, StoredFile } from './application.types.js';
import type { DocumentType } from './document-types.js';
import { REVIEW_MESSAGES } from './review-messages.js';

export interface ApplicationState {
  status: ApplicationStatus;
  exam?: ExamGrade;
  sections: Partial<SectionValues>;
  rucCertificate: StoredFile | null;
  references: Record<string, PersonalReference>;
  members: Record<string, HouseholdMember>;
  /** Current document id per type. */
  documents: Partial<Record<DocumentType, string>>;
  /** Where each current document's file is stored, and its size: a replaced one is no longer kept (stored-files.ts). */
  documentFiles?: Partial<Record<DocumentType, { storageKey: string; size: number }>>;
  motivation?: string;
  corrections?: { notes: string; flags: CorrectionFlags; before: CorrectionBaseline };
  /** Under 15 on the day step 1 was last saved: submitting waits for the legal representative's confirmation. */
  legalRepresentativeRequired?: boolean;
  /** The representative's current link (by its hash) and when they confirmed or declined through it. */
  legalRepresentative?: { tokenHash: string; confirmedAt: string | null; declinedAt?: string };
  /** A superadmin's hold on the retention sweep (a pending claim), while it stands. */
  retentionHold?: { reason: string };
  /** The retention sweep ended the retention period: the data is erased, nothing more is kept or held. */
  retentionEnded?: boolean;
  /** The applicant's data is being or was erased: the application takes no command any more (application.decider.ts). */
  erasure?: { requestId: string | null; erasedBy: string; reason: string };
  /** The staff member who last took, sent back or decided the application (the audit replay shows it). */
  reviewer?: Reviewer;
  /** When it was decided: an approved_out application's place on the waiting list ("approval" order); a rejection's retention counts from it. */
  decidedAt?: string;
  /** Decided before the results were published: the applicant still reads it as under review, without e-mail or offer. */
  resultHeld?: boolean;
  /** The offer of an approval within the places (or of a promotion from the waiting list). */
  award?: AwardState;
}

/** The values as the reviewer saw them when flagging: a correction must change each flagged one (correction-guard.ts). */
export type CorrectionBaseline = Pick<ApplicationState, 'sections' | 'references' | 'members' | 'documents' | 'motivation'>;

/** What a command asks of the application's status. */
export type StatusAction = 'edit' | 'submit' | 'resubmit' | 'startReview' | 'decide' | 'requestCorrections' | 'staffEdit' | 'autoReject';

export interface StatusRule {
  /** The statuses the action is taken in. */
  allowedIn: readonly ApplicationStatus[];
  /** What any other status answers; null: the action quietly records nothing there. */
  refusal: { kind: DomainError['kind']; message: string; field?: string } | null;
}

const REVIEWABLE: readonly ApplicationStatus[] = ['submitted', 'under_review', 'correction_applicant'];
const NOT_REVIEWABLE = { kind: 'invalid', message: REVIEW_MESSAGES.notReviewable, field: 'new_status' } as const;

/**
 * The one table of which status allows which action, and the error each refusal gives. The applicant edits while
 * none/started (until the deadline) and, only what was flagged, in correction_review; staff decide or send back
 * what was submitted, is under review or came back corrected.
 */
export const STATUS_RULES: Readonly<Record<StatusAction, StatusRule>> = {
  edit: { allowedIn: ['none', 'started', 'correction_review'], refusal: { kind: 'forbidden', message: APPLICATION_MESSAGES.alreadySubmitted } },
  submit: { allowedIn: ['none', 'started'], refusal: { kind: 'forbidden', message: APPLICATION_MESSAGES.alreadySubmitted } },
  resubmit: { allowedIn: ['correction_review'], refusal: { kind: 'conflict', message: APPLICATION_MESSAGES.noCorrectionsPending } },
  // Opening what awaits review moves it to under_review; opening anything else is only a read.
  startReview: { allowedIn: ['submitted', 'correction_applicant'], refusal: null },
  decide: { allowedIn: REVIEWABLE, refusal: NOT_REVIEWABLE },
  requestCorrections: { allowedIn: REVIEWABLE, refusal: NOT_REVIEWABLE },
  staffEdit: {
    allowedIn: ['submitted', 'under_review', 'correction_review', 'correction_applicant', 'approved', 'approved_out', 'rejected', 'award_expired', 'award_declined'],
    refusal: { kind: 'forbidden', message: REVIEW_MESSAGES.notSubmitted },
  },
  // Submitted or later and not decided: what auto-rejection and the entry-conditions list look at.
  autoReject: { allowedIn: ['submitted', 'under_review', 'correction_review', 'correction_applicant'], refusal: null },
};

export const allows = (action: StatusAction, status: ApplicationStatus) => STATUS_RULES[action].allowedIn.includes(status);

/** Throws the action's refusal when the status does not allow it (an action without one must be checked with `allows`). */
export function assertAllows(action: StatusAction, status: ApplicationStatus): void {
  const { refusal } = STATUS_RULES[action];
  if (allows(action, status) || !refusal) return;
  throw new DomainError(refusal.kind, refusal.message, refusal.field ? { [refusal.field]: [refusal.message] } : undefined);
}

/** '1'/'0', 1/0 and booleans all arrive from the form; the schemas may normalise them or not. */
export const isYes = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** Graduated unless the academic step says the applicant is still at school (step 7 follows that answer). */
export const hasGraduated = (state: { sections: { academic_details?: { currently_studying_school?: unknown } } }) => !isYes(state.sections.academic_details?.currently_studying_school);

/** The section as it is after applying the changes. */
export const withChanges = <T extends object>(section: T | undefined, changes: readonly FieldChange[]): T =>
  ({ ...section, ...Object.fromEntries(changes.map((c) => [c.field, c.new])) }) as T;

const SECTION_OF_EVENT = {
  AddressDetailsSaved: 'address_details',
  AcademicDetailsSaved: 'academic_details',
  FinancialSummarySaved: 'financial_summary',
} as const satisfies Record<string, FormSection>;

const started = (status: ApplicationStatus): ApplicationStatus => (status === 'none' ? 'started' : status);

const without = <T>(record: Record<string, T>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export const initialState = (): ApplicationState => ({ status: 'none', sections: {}, rucCertificate: null, references: {}, members: {}, documents: {} });

export function evolve(state: ApplicationState, event: ApplicationEvent): ApplicationState {
  switch (event.type) {
    case 'ExamCompleted': {
      const { correctAnswers, totalQuestions, percentage, levelAchieved } = event.data;
      return { ...state, exam: { correctAnswers, totalQuestions, percentage, levelAchieved } };
    }
    case 'PersonalDetailsSaved':
      return {
        ...state,
        status: started(state.status),
        sections: { ...state.sections, personal_details: event.data.details },
        legalRepresentativeRequired: event.data.legalRepresentativeRequired === true,
      };
    case 'AddressDetailsSaved':
    case 'AcademicDetailsSaved':
    case 'FinancialSummarySaved':
      return { ...state, status: started(state.status), sections: { ...state.sections, [SECTION_OF_EVENT[event.type]]: event.data.details } };
    case 'EconomicStatusSaved':
      return { ...state, status: started(state.status), sections: { ...state.sections, economic_status: event.data.details }, rucCertificate: event.data.rucCertificate };
    case 'PersonalReferenceAdded':
      return { ...state, status: started(state.status), references: { ...state.references, [event.data.referenceId]: event.data.reference } };
    case 'PersonalReferenceRemoved':
      return { ...state, references: without(state.references, event.data.referenceId) };
    case 'HouseholdMemberAdded':
      return { ...state, status: started(state.status), members: { ...state.members, [event.data.memberId]: event.data.member } };
    case 'HouseholdMemberUpdated':
      return { ...state, members: { ...state.members, [event.data.memberId]: event.data.member } };
    case 'HouseholdMemberRemoved':
      return { ...state, members: without(state.members, event.data.memberId) };
    case 'DocumentUploaded': {
      const { documentType, documentId, storageKey, size } = event.data;
      return { ...state, status: started(state.status), documents: { ...state.documents, [documentType]: documentId }, documentFiles: { ...state.documentFiles, [documentType]: { storageKey, size } } };
    }
    case 'LegalRepresentativeNamed':
      return { ...state, legalRepresentative: { tokenHash: event.data.tokenHash, confirmedAt: null } };
    case 'LegalRepresentativeConfirmed':
      return state.legalRepresentative ? { ...state, legalRepresentative: { ...state.legalRepresentative, confirmedAt: event.data.confirmedAt } } : state;
    case 'LegalRepresentativeDeclined':
      return state.legalRepresentative ? { ...state, legalRepresentative: { ...state.legalRepresentative, declinedAt: event.data.declinedAt } } : state;
    case 'ApplicationSubmitted':
      return { ...state, status: 'submitted', motivation: event.data.submission.motivation };
    case 'CorrectionsRequested':
      return {
        ...state,
        status: 'correction_review',
        corrections: { notes: event.data.notes, flags: event.data.flags, before: { sections: state.sections, references: state.references, members: state.members, documents: state.documents, motivation: state.motivation } },
        reviewer: event.data.reviewer,
      };
    case 'CorrectionsResubmitted':
      return { ...state, status: 'correction_applicant', motivation: event.data.motivation, corrections: undefined };
    case 'ReviewStarted':
      return { ...state, status: 'under_review', reviewer: event.data.reviewer };
    case 'ApplicationDecided':
      return { ...state, status: event.data.decision, reviewer: event.data.reviewer, decidedAt: event.data.decidedAt, resultHeld: event.data.resultHeld === true };
    case 'AutoRejected':
      return { ...state, status: 'rejected', reviewer: event.data.actor, decidedAt: event.data.rejectedAt, resultHeld: event.data.resultHeld === true };
    case 'ResultPublished':
      return { ...state, resultHeld: false };
    case 'RetentionHoldPlaced':
      return { ...state, retentionHold: { reason: event.data.reason } };
    case 'RetentionHoldReleased':
      return { ...state, retentionHold: undefined };
    case 'RetentionPeriodEnded':
      return { ...state, retentionEnded: true };
    case 'ErasureDecided': {
      const { requestId, erasedBy, reason } = event.data;
      return { ...state, erasure: { requestId, erasedBy, reason } };
    }
    case 'FieldsEditedByStaff':
      return { ...state, sections: { ...state.sections, [event.data.section]: withChanges(state.sections[event.data.section], event.data.changes) } };
    case 'AwardOffered':
    case 'PromotedFromWaitingList':
    case 'AwardAccepted':
    case 'AwardDeclined':
    case 'AwardExpired':
    case 'AwardWithdrawn':
    case 'AwardDocumentUploaded':
    case 'AwardDocumentVerified': {
      const { award, status } = evolveAward(state.award, event);
      return { ...state, award, status: status ?? state.status };
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
