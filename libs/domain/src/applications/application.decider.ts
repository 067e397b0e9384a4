import type { ApplicantRecipient } from '../identity/applicant.events.js';
import { Decider } from '../shared/decider.js';
import { isApplicationPeriodOpen } from '../shared/application-period.js';
import { DomainError } from '../shared/domain-error.js';
import { APPLICATION_MESSAGES as M, INCOMPLETE_STEP, SECTION_NOT_FOUND } from './application-messages.js';
import type { ApplicationStatus } from './application-status.js';
import type {
  ApplicationEvent,
  CorrectionFlags,
  CorrectionSection,
  ExamAnswer,
  ExamGrade,
  Reviewer,
  SectionData,
  StoredFile,
} from './application.events.js';
import { assertCorrectable, changedFields } from './correction-guard.js';
import { documentLabel, isGraduatesOnly, requiredDocumentTypes } from './document-types.js';
import { decideReview, type ReviewCommand } from './review.decide.js';
import { withChanges } from './review.events.js';
import type { DocumentType } from './document-types.js';

/** Sections saved whole by one form step. */
export type FormSection = 'personal_details' | 'address_details' | 'academic_details' | 'financial_summary';

export interface ApplicationState {
  status: ApplicationStatus;
  exam?: ExamGrade;
  sections: Partial<Record<FormSection | 'economic_status', SectionData>>;
  rucCertificate: StoredFile | null;
  references: Record<string, SectionData>;
  members: Record<string, SectionData>;
  /** Current document id per type. */
  documents: Partial<Record<DocumentType, string>>;
  motivation?: string;
  corrections?: { notes: string; flags: CorrectionFlags };
  /** The staff member who last took, sent back or decided the application (the audit replay shows it). */
  reviewer?: Reviewer;
}

/** Every applicant edit carries the clock and the deadline, so the period rule is decided here. */
interface Timed {
  now: string;
  deadline: string;
}

export type CompleteExam = { type: 'CompleteExam'; data: Timed & { applicantId: string; answers: ExamAnswer[]; grade: ExamGrade; unanswered: number } };
export type SaveSection = { type: 'SaveSection'; data: Timed & { applicantId: string; section: FormSection; details: SectionData; mode: 'create' | 'update' } };
export type SaveEconomicStatus = { type: 'SaveEconomicStatus'; data: Timed & { applicantId: string; details: SectionData; rucCertificate?: StoredFile } };
export type AddPersonalReference = { type: 'AddPersonalReference'; data: Timed & { applicantId: string; referenceId: string; reference: SectionData } };
export type RemovePersonalReference = { type: 'RemovePersonalReference'; data: Timed & { applicantId: string; referenceId: string } };
export type AddHouseholdMember = { type: 'AddHouseholdMember'; data: Timed & { applicantId: string; memberId: string; member: SectionData } };
export type UpdateHouseholdMember = { type: 'UpdateHouseholdMember'; data: Timed & { applicantId: string; memberId: string; member: SectionData } };
export type RemoveHouseholdMember = { type: 'RemoveHouseholdMember'; data: Timed & { applicantId: string; memberId: string } };
export type UploadDocuments = {
  type: 'UploadDocuments';
  data: Timed & { applicantId: string; documents: (StoredFile & { documentId: string; documentType: DocumentType })[] };
};
export type SubmitApplication = {
  type: 'SubmitApplication';
  data: Timed & {
    applicantId: string;
    motivation: string;
    acceptsTerms: boolean;
    recipient: ApplicantRecipient;
    submissionCity: string;
    submissionDate: string;
  };
};
/** POST application/corrections: sends the corrections back without touching the motivation. */
export type ResubmitCorrections = { type: 'ResubmitCorrections'; data: { applicantId: string; now: string } };
/** The staff review's correction request (issue 5 sends it; tests seed its event directly). */
export type RequestCorrections = {
  type: 'RequestCorrections';
  data: { applicantId: string; recipient: ApplicantRecipient; notes: string; flags: CorrectionFlags; reviewer: Reviewer; correctionDeadline: string | null; now: string };
};

export type ApplicationCommand =
  | CompleteExam
  | SaveSection
  | SaveEconomicStatus
  | AddPersonalReference
  | RemovePersonalReference
  | AddHouseholdMember
  | UpdateHouseholdMember
  | RemoveHouseholdMember
  | UploadDocuments
  | SubmitApplication
  | ResubmitCorrections
  | RequestCorrections
  | ReviewCommand;

const SAVED_EVENT = {
  personal_details: 'PersonalDetailsSaved',
  address_details: 'AddressDetailsSaved',
  academic_details: 'AcademicDetailsSaved',
  financial_summary: 'FinancialSummarySaved',
} as const;

const SECTION_OF_EVENT: Record<string, FormSection> = Object.fromEntries(Object.entries(SAVED_EVENT).map(([s, e]) => [e, s as FormSection]));

/** '1'/'0', 1/0 and booleans all arrive from the form; the schemas may normalise them or not. */
export const isYes = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** Graduated unless the academic step says the applicant is still at school (step 7 follows that answer). */
export const hasGraduated = (state: Pick<ApplicationState, 'sections'>) => !isYes(state.sections.academic_details?.currently_studying_school);

const started = (status: ApplicationStatus): ApplicationStatus => (status === 'none' ? 'started' : status);

/**
 * What may change now: the exam comes first; none/started edit freely until the deadline; correction_review
 * edits only what the reviewer flagged (with no deadline of its own); after submission nothing changes.
 */
function assertEditable(state: ApplicationState, time: Timed, section: CorrectionSection, fields?: string[]): void {
  if (!state.exam) throw new DomainError('forbidden', M.examFirst);
  switch (state.status) {
    case 'none':
    case 'started':
      if (!isApplicationPeriodOpen(time.now, time.deadline)) throw new DomainError('forbidden', M.periodEnded);
      return;
    case 'correction_review':
      assertCorrectable(state.corrections?.flags ?? {}, section, fields);
      return;
    default:
      throw new DomainError('forbidden', M.alreadySubmitted);
  }
}

/** What still keeps the application from being sent, as {piece: [message]}, in form order. */
export function missingPieces(state: ApplicationState, info: { motivation: string; acceptsTerms: boolean }): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  if (!state.exam) missing.exam = [M.missingExam];
  for (const section of ['personal_details', 'address_details', 'academic_details'] as const) if (!state.sections[section]) missing[section] = [INCOMPLETE_STEP[section]];
  if (!Object.keys(state.references).length) missing.personal_references = [M.missingReferences];
  if (!Object.keys(state.members).length) missing.household_members = [M.missingMembers];
  if (!state.sections.economic_status) missing.economic_status = [INCOMPLETE_STEP.economic_status];
  const graduated = hasGraduated(state);
  const absent = requiredDocumentTypes(graduated).filter((t) => !state.documents[t]);
  if (absent.length) missing.documents = [M.missingDocuments(absent.map((t) => documentLabel(t, graduated)))];
  if (!state.sections.financial_summary) missing.financial_summary = [INCOMPLETE_STEP.financial_summary];
  if (!info.motivation.trim()) missing.motivation = [M.motivationRequired];
  if (!info.acceptsTerms) missing.accepts_terms = [M.termsRequired];
  return missing;
}

function assertComplete(state: ApplicationState, info: { motivation: string; acceptsTerms: boolean }): void {
  const missing = missingPieces(state, info);
  const first = Object.values(missing)[0];
  if (first) throw new DomainError('invalid', first[0], missing);
}

function resubmit(state: ApplicationState, applicantId: string, motivation: string, now: string): ApplicationEvent[] {
  if (state.status !== 'correction_review') throw new DomainError('conflict', M.noCorrectionsPending);
  if (motivation !== state.motivation) assertCorrectable(state.corrections?.flags ?? {}, 'application_info', ['motivation']);
  assertComplete(state, { motivation, acceptsTerms: true });
  return [{ type: 'CorrectionsResubmitted', data: { applicantId, motivation, resubmittedAt: now } }];
}

const without = <T>(record: Record<string, T>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState: () => ({ status: 'none', sections: {}, rucCertificate: null, references: {}, members: {}, documents: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'ExamCompleted': {
        const { correct_answers, total_questions, percentage, level_achieved } = event.data;
        return { ...state, exam: { correct_answers, total_questions, percentage, level_achieved } };
      }
      case 'PersonalDetailsSaved':
      case 'AddressDetailsSaved':
      case 'AcademicDetailsSaved':
      case 'FinancialSummarySaved':
        return { ...state, status: started(state.status), sections: { ...state.sections, [SECTION_OF_EVENT[event.type]]: event.data.details } };
      case 'EconomicStatusSaved':
        return { ...state, status: started(state.status), sections: { ...state.sections, economic_status: event.data.details }, rucCertificate: event.data.ruc_certificate };
      case 'PersonalReferenceAdded':
        return { ...state, status: started(state.status), references: { ...state.references, [event.data.reference_id]: event.data.reference } };
      case 'PersonalReferenceRemoved':
        return { ...state, references: without(state.references, event.data.reference_id) };
      case 'HouseholdMemberAdded':
        return { ...state, status: started(state.status), members: { ...state.members, [event.data.member_id]: event.data.member } };
      case 'HouseholdMemberUpdated':
        return { ...state, members: { ...state.members, [event.data.member_id]: event.data.member } };
      case 'HouseholdMemberRemoved':
        return { ...state, members: without(state.members, event.data.member_id) };
      case 'DocumentUploaded':
        return { ...state, status: started(state.status), documents: { ...state.documents, [event.data.document_type]: event.data.document_id } };
      case 'ApplicationSubmitted':
        return { ...state, status: 'submitted', motivation: event.data.motivation };
      case 'CorrectionsRequested':
        return { ...state, status: 'correction_review', corrections: { notes: event.data.notes, flags: event.data.flags }, reviewer: event.data.reviewer };
      case 'CorrectionsResubmitted':
        return { ...state, status: 'correction_applicant', motivation: event.data.motivation, corrections: undefined };
      case 'ReviewStarted':
        return { ...state, status: 'under_review', reviewer: event.data.reviewer };
      case 'ApplicationDecided':
        return { ...state, status: event.data.decision, reviewer: event.data.reviewer };
      case 'AutoRejected':
        return { ...state, status: 'rejected', reviewer: event.data.actor };
      case 'FieldsEditedByStaff':
        return { ...state, sections: { ...state.sections, [event.data.section]: withChanges(state.sections[event.data.section], event.data.changes) } };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CompleteExam': {
        const { applicantId, answers, grade, unanswered, now, deadline } = command.data;
        if (state.exam) throw new DomainError('conflict', M.examAlreadyTaken);
        if (!isApplicationPeriodOpen(now, deadline)) throw new DomainError('forbidden', M.periodEnded);
        if (unanswered > 0) throw new DomainError('invalid', M.unanswered(unanswered), { answers: [M.unanswered(unanswered)] });
        return [{ type: 'ExamCompleted', data: { applicantId, answers, ...grade, completedAt: now } }];
      }
      case 'SaveSection': {
        const { applicantId, section, details, mode, now } = command.data;
        const previous = state.sections[section];
        if (mode === 'update' && !previous) throw new DomainError('not_found', SECTION_NOT_FOUND[section]);
        const changed = changedFields(previous, details);
        assertEditable(state, command.data, section, changed);
        // While correcting, the form saves every step on its way to step 9: an unchanged step records nothing.
        if (state.status === 'correction_review' && !changed.length) return [];
        return [{ type: SAVED_EVENT[section], data: { applicantId, details, savedAt: now } }];
      }
      case 'SaveEconomicStatus': {
        const { applicantId, details, rucCertificate, now } = command.data;
        const previous = state.sections.economic_status;
        const changed = [...changedFields(previous, details), ...(rucCertificate ? ['ruc_certificate'] : [])];
        assertEditable(state, command.data, 'economic_status', changed);
        if (state.status === 'correction_review' && !changed.length) return [];
        const certificate = rucCertificate ?? state.rucCertificate;
        if (isYes(details.entrepreneur_artisan) && !certificate) throw new DomainError('invalid', M.rucRequired, { ruc_certificate: [M.rucRequired] });
        return [{ type: 'EconomicStatusSaved', data: { applicantId, details, ruc_certificate: certificate, savedAt: now } }];
      }
      case 'AddPersonalReference': {
        const { applicantId, referenceId, reference, now } = command.data;
        assertEditable(state, command.data, 'personal_references');
        return [{ type: 'PersonalReferenceAdded', data: { applicantId, reference_id: referenceId, reference, addedAt: now } }];
      }
      case 'RemovePersonalReference': {
        const { applicantId, referenceId, now } = command.data;
        assertEditable(state, command.data, 'personal_references');
        if (!Object.hasOwn(state.references, referenceId)) throw new DomainError('not_found', M.referenceNotFound);
        if (Object.keys(state.references).length === 1) throw new DomainError('invalid', M.lastReference, { reference_id: [M.lastReference] });
        return [{ type: 'PersonalReferenceRemoved', data: { applicantId, reference_id: referenceId, removedAt: now } }];
      }
      case 'AddHouseholdMember': {
        const { applicantId, memberId, member, now } = command.data;
        assertEditable(state, command.data, 'household_members');
        return [{ type: 'HouseholdMemberAdded', data: { applicantId, member_id: memberId, member, addedAt: now } }];
      }
      case 'UpdateHouseholdMember': {
        const { applicantId, memberId, member, now } = command.data;
        assertEditable(state, command.data, 'household_members');
        if (!Object.hasOwn(state.members, memberId)) throw new DomainError('not_found', M.memberNotFound);
        return [{ type: 'HouseholdMemberUpdated', data: { applicantId, member_id: memberId, member, updatedAt: now } }];
      }
      case 'RemoveHouseholdMember': {
        const { applicantId, memberId, now } = command.data;
        assertEditable(state, command.data, 'household_members');
        if (!Object.hasOwn(state.members, memberId)) throw new DomainError('not_found', M.memberNotFound);
        if (Object.keys(state.members).length === 1) throw new DomainError('invalid', M.lastMember, { member_id: [M.lastMember] });
        return [{ type: 'HouseholdMemberRemoved', data: { applicantId, member_id: memberId, removedAt: now } }];
      }
      case 'UploadDocuments': {
        const { applicantId, documents, now } = command.data;
        assertEditable(state, command.data, 'documents');
        const errors: Record<string, string[]> = {};
        const seen = new Set<DocumentType>();
        for (const d of documents) {
          if (seen.has(d.documentType)) errors[d.documentType] = [M.oneFilePerType];
          seen.add(d.documentType);
          if (isGraduatesOnly(d.documentType) && !hasGraduated(state)) errors[d.documentType] = [M.bachelorForGraduatesOnly];
        }
        const first = Object.values(errors)[0];
        if (first) throw new DomainError('invalid', first[0], errors);
        return documents.map(({ documentId, documentType, storage_key, file_name, content_type, size }) => ({
          type: 'DocumentUploaded' as const,
          data: { applicantId, document_id: documentId, document_type: documentType, storage_key, file_name, content_type, size, replaces: state.documents[documentType] ?? null, uploadedAt: now },
        }));
      }
      case 'SubmitApplication': {
        const { applicantId, motivation, acceptsTerms, recipient, submissionCity, submissionDate, now, deadline } = command.data;
        if (state.status === 'correction_review') return resubmit(state, applicantId, motivation, now);
        if (state.status !== 'none' && state.status !== 'started') throw new DomainError('forbidden', M.alreadySubmitted);
        if (!isApplicationPeriodOpen(now, deadline)) throw new DomainError('forbidden', M.periodEnded);
        assertComplete(state, { motivation, acceptsTerms });
        return [
          {
            type: 'ApplicationSubmitted',
            data: { applicantId, ...recipient, motivation, accepts_terms: true, submission_city: submissionCity, submission_date: submissionDate, submittedAt: now },
          },
        ];
      }
      case 'ResubmitCorrections':
        return resubmit(state, command.data.applicantId, state.motivation ?? '', command.data.now);
      case 'RequestCorrections': {
        const { applicantId, recipient, notes, flags, reviewer, correctionDeadline, now } = command.data;
        if (!['submitted', 'under_review', 'correction_applicant'].includes(state.status)) throw new DomainError('conflict', M.correctionsNotAllowed);
        return [{ type: 'CorrectionsRequested', data: { applicantId, ...recipient, notes, flags, reviewer, previous_status: state.status, correctionDeadline, requestedAt: now } }];
      }
      case 'StartReview':
      case 'DecideApplication':
      case 'EditFieldsByStaff':
      case 'AutoRejectApplication':
        return decideReview(command, state);
      default: {
        const exhaustive: never = command;
        throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
      }
    }
  },
};
