import type { ApplicantRecipient } from '../identity/applicant.events.js';
import { isApplicationPeriodOpen } from '../shared/application-period.js';
import { DomainError } from '../shared/domain-error.js';
import { APPLICATION_MESSAGES as M, INCOMPLETE_STEP, SECTION_NOT_FOUND } from './application-messages.js';
import type { ApplicantSideEvent } from './application.events.js';
import { assertAllows, hasGraduated, isYes, type ApplicationState } from './application.state.js';
import type { CorrectionSection, ExamAnswer, ExamGrade, FormSection, HouseholdMember, PersonalReference, SectionValues, StoredFile } from './application.types.js';
import { assertCorrectable, assertFlaggedChanged, changedFields } from './correction-guard.js';
import { legalRepresentativeMissing, needsLegalRepresentative } from './legal-representative.decide.js';
import { documentLabel, isGraduatesOnly, requiredDocumentTypes, type DocumentType } from './document-types.js';
import { MAX_STORED_BYTES, MAX_STORED_MB, storedBytesAfter } from './stored-files.js';

/** Every applicant edit carries the clock and the deadline, so the period rule is decided here. */
interface Timed {
  now: string;
  deadline: string;
}

export type CompleteExam = { type: 'CompleteExam'; data: Timed & { applicantId: string; answers: ExamAnswer[]; grade: ExamGrade; unanswered: number } };
/** `editsSaved`: the save edits a section already saved (the API's PUT), refused with 404 when none is. */
/** `today`: the programme day of the save, which a minor's age is counted on. */
export type SaveSection = {
  type: 'SaveSection';
  data: Timed & { applicantId: string; section: FormSection; details: SectionValues[FormSection]; editsSaved: boolean; today: string };
};
export type SaveEconomicStatus = { type: 'SaveEconomicStatus'; data: Timed & { applicantId: string; details: SectionValues['economic_status']; rucCertificate?: StoredFile } };
export type AddPersonalReference = { type: 'AddPersonalReference'; data: Timed & { applicantId: string; referenceId: string; reference: PersonalReference } };
export type RemovePersonalReference = { type: 'RemovePersonalReference'; data: Timed & { applicantId: string; referenceId: string } };
export type AddHouseholdMember = { type: 'AddHouseholdMember'; data: Timed & { applicantId: string; memberId: string; member: HouseholdMember } };
export type UpdateHouseholdMember = { type: 'UpdateHouseholdMember'; data: Timed & { applicantId: string; memberId: string; member: HouseholdMember } };
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
    /** The version of the terms in force (config/programme.json `terms.version`), recorded as the one accepted. */
    termsVersion: string;
    recipient: ApplicantRecipient;
    submissionCity: string;
    submissionDate: string;
  };
};
/** POST application/corrections: sends the corrections back without touching the motivation. */
export type ResubmitCorrections = { type: 'ResubmitCorrections'; data: { applicantId: string; now: string } };

export type ApplicantSideCommand =
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
  | ResubmitCorrections;

const SAVED_EVENT = {
  address_details: 'AddressDetailsSaved',
  academic_details: 'AcademicDetailsSaved',
  financial_summary: 'FinancialSummarySaved',
} as const;

/**
 * What may change now: the exam comes first; then the status table (STATUS_RULES.edit); none/started edit freely
 * until the deadline; correction_review edits only what the reviewer flagged (with no deadline of its own).
 */
function assertEditable(state: ApplicationState, time: Timed, section: CorrectionSection, fields?: string[]): void {
  if (!state.exam) throw new DomainError('forbidden', M.examFirst);
  assertAllows('edit', state.status);
  if (state.status === 'correction_review') assertCorrectable(state.corrections?.flags ?? {}, section, fields);
  else if (!isApplicationPeriodOpen(time.now, time.deadline)) throw new DomainError('forbidden', M.periodEnded);
}

/** The two lists of the form: where each keeps its entries, and what a removal is refused with. */
const LISTS = {
  personal_references: { entries: (state: ApplicationState) => state.references, field: 'reference_id', notFound: M.referenceNotFound, last: M.lastReference },
  household_members: { entries: (state: ApplicationState) => state.members, field: 'member_id', notFound: M.memberNotFound, last: M.lastMember },
} as const;

/** An entry may be removed when the list may be edited, holds it, and keeps at least one other. */
function assertRemovable(state: ApplicationState, time: Timed, list: keyof typeof LISTS, id: string): void {
  const { entries, field, notFound, last } = LISTS[list];
  assertEditable(state, time, list);
  if (!Object.hasOwn(entries(state), id)) throw new DomainError('not_found', notFound);
  if (Object.keys(entries(state)).length === 1) throw new DomainError('invalid', last, { [field]: [last] });
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
  const representative = legalRepresentativeMissing(state);
  if (representative) missing.legal_representative = [representative];
  return missing;
}

function assertComplete(state: ApplicationState, info: { motivation: string; acceptsTerms: boolean }): void {
  const missing = missingPieces(state, info);
  const first = Object.values(missing)[0];
  if (first) throw new DomainError('invalid', first[0], missing);
}

function resubmit(state: ApplicationState, applicantId: string, motivation: string, now: string): ApplicantSideEvent[] {
  assertAllows('resubmit', state.status);
  if (motivation !== state.motivation) assertCorrectable(state.corrections?.flags ?? {}, 'application_info', ['motivation']);
  assertComplete(state, { motivation, acceptsTerms: true });
  assertFlaggedChanged(state, motivation);
  return [{ type: 'CorrectionsResubmitted', data: { applicantId, motivation, resubmittedAt: now } }];
}

/** The applicant's half of the aggregate: the form, the documents, the exam and the (re)submission. */
export function decideApplicant(command: ApplicantSideCommand, state: ApplicationState): ApplicantSideEvent[] {
  switch (command.type) {
    case 'CompleteExam': {
      const { applicantId, answers, grade, unanswered, now, deadline } = command.data;
      if (state.exam) throw new DomainError('conflict', M.examAlreadyTaken);
      if (!isApplicationPeriodOpen(now, deadline)) throw new DomainError('forbidden', M.periodEnded);
      if (unanswered > 0) throw new DomainError('invalid', M.unanswered(unanswered), { answers: [M.unanswered(unanswered)] });
      return [{ type: 'ExamCompleted', data: { applicantId, answers, ...grade, completedAt: now } }];
    }
    case 'SaveSection': {
      const { applicantId, section, details, editsSaved, now, today } = command.data;
      const previous = state.sections[section];
      if (editsSaved && !previous) throw new DomainError('not_found', SECTION_NOT_FOUND[section]);
      // Which fields change matters only while correcting: then only flagged ones may.
      const correcting = state.status === 'correction_review';
      const changed = correcting ? changedFields(previous, details) : [];
      assertEditable(state, command.data, section, changed);
      // While correcting, the form saves every step on its way to step 9: an unchanged step records nothing.
      if (correcting && !changed.length) return [];
      if (section === 'personal_details') {
        const legalRepresentativeRequired = needsLegalRepresentative((details as SectionValues['personal_details']).date_of_birth, today);
        return [{ type: 'PersonalDetailsSaved', data: { applicantId, details: details as SectionValues['personal_details'], legalRepresentativeRequired, savedAt: now } }];
      }
      // The event type follows the section, which the compiler cannot pair with its values.
      return [{ type: SAVED_EVENT[section], data: { applicantId, details, savedAt: now } } as ApplicantSideEvent];
    }
    case 'SaveEconomicStatus': {
      const { applicantId, details, rucCertificate, now } = command.data;
      const previous = state.sections.economic_status;
      const changed = [...changedFields(previous, details), ...(rucCertificate ? ['ruc_certificate'] : [])];
      assertEditable(state, command.data, 'economic_status', changed);
      if (state.status === 'correction_review' && !changed.length) return [];
      if (rucCertificate) assertStoredBytes(state, { ruc: rucCertificate }, ['ruc_certificate']);
      const certificate = rucCertificate ?? state.rucCertificate;
      if (isYes(details.entrepreneur_artisan) && !certificate) throw new DomainError('invalid', M.rucRequired, { ruc_certificate: [M.rucRequired] });
      return [{ type: 'EconomicStatusSaved', data: { applicantId, details, rucCertificate: certificate, savedAt: now } }];
    }
    case 'AddPersonalReference': {
      const { applicantId, referenceId, reference, now } = command.data;
      assertEditable(state, command.data, 'personal_references');
      return [{ type: 'PersonalReferenceAdded', data: { applicantId, referenceId, reference, addedAt: now } }];
    }
    case 'RemovePersonalReference': {
      const { applicantId, referenceId, now } = command.data;
      assertRemovable(state, command.data, 'personal_references', referenceId);
      return [{ type: 'PersonalReferenceRemoved', data: { applicantId, referenceId, removedAt: now } }];
    }
    case 'AddHouseholdMember': {
      const { applicantId, memberId, member, now } = command.data;
      assertEditable(state, command.data, 'household_members');
      return [{ type: 'HouseholdMemberAdded', data: { applicantId, memberId, member, addedAt: now } }];
    }
    case 'UpdateHouseholdMember': {
      const { applicantId, memberId, member, now } = command.data;
      assertEditable(state, command.data, 'household_members');
      if (!Object.hasOwn(state.members, memberId)) throw new DomainError('not_found', M.memberNotFound);
      return [{ type: 'HouseholdMemberUpdated', data: { applicantId, memberId, member, updatedAt: now } }];
    }
    case 'RemoveHouseholdMember': {
      const { applicantId, memberId, now } = command.data;
      assertRemovable(state, command.data, 'household_members', memberId);
      return [{ type: 'HouseholdMemberRemoved', data: { applicantId, memberId, removedAt: now } }];
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
      assertStoredBytes(state, { documents }, documents.map((d) => d.documentType));
      return documents.map(({ documentId, documentType, storageKey, fileName, contentType, size }) => ({
        type: 'DocumentUploaded' as const,
        data: { applicantId, documentId, documentType, storageKey, fileName, contentType, size, replaces: state.documents[documentType] ?? null, uploadedAt: now },
      }));
    }
    case 'SubmitApplication': {
      const { applicantId, motivation, acceptsTerms, termsVersion, recipient, submissionCity, submissionDate, now, deadline } = command.data;
      if (state.status === 'correction_review') return resubmit(state, applicantId, motivation, now);
      assertAllows('submit', state.status);
      if (!isApplicationPeriodOpen(now, deadline)) throw new DomainError('forbidden', M.periodEnded);
      assertComplete(state, { motivation, acceptsTerms });
      return [
        {
          type: 'ApplicationSubmitted',
          data: { applicantId, ...recipient, submission: { motivation, accepts_terms: true, submission_city: submissionCity, submission_date: submissionDate }, termsVersion, submittedAt: now },
        },
      ];
    }
    case 'ResubmitCorrections':
      return resubmit(state, command.data.applicantId, state.motivation ?? '', command.data.now);
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

/** A change that would take the applicant's current files past MAX_STORED_BYTES is refused, naming each file it brings. */
function assertStoredBytes(state: ApplicationState, change: Parameters<typeof storedBytesAfter>[1], fields: string[]): void {
  if (storedBytesAfter(state, change) <= MAX_STORED_BYTES) return;
  const message = M.storedBytesExceeded(MAX_STORED_MB);
  throw new DomainError('invalid', message, Object.fromEntries(fields.map((field) => [field, [message]])));
}
