import { fold } from '../shared/decider.js';
import { givenFor, refusal } from '../shared/decider-spec.fixture.js';
import { APPLICATION_MESSAGES as M } from './application-messages.js';
import { ApplicationCommand, applicationDecider } from './application.decider.js';
import type { ApplicationEvent, DocumentUploaded } from './application.events.js';
import type { StoredFile } from './application.types.js';
import { REVIEW_MESSAGES } from './review-messages.js';
import { filesNoLongerCurrent } from './stored-files.js';

const applicantId = 'a1';
const NOW = '2025-02-12T15:00:00.000Z';
const DEADLINE = '2025-02-17T04:59:00.000Z';
const AFTER = '2025-02-18T00:00:00.000Z';
const t = { now: NOW, today: NOW.slice(0, 10), deadline: DEADLINE };

const given = givenFor(applicationDecider);
/** Sections and list entries cut down to the fields a case reads. */
const partial = (values: object) => values as never;

const grade = { correctAnswers: 30, totalQuestions: 40, percentage: 75, levelAchieved: 'B1' };
const exam: ApplicationEvent = { type: 'ExamCompleted', data: { applicantId, answers: [], ...grade, completedAt: NOW } };
const personal = { date_of_birth: '2005-01-01', gender: 'female', phone_number: '0991234567' };
const saved = (type: 'PersonalDetailsSaved' | 'AddressDetailsSaved' | 'AcademicDetailsSaved' | 'FinancialSummarySaved', details: Record<string, unknown>): ApplicationEvent => ({
  type,
  data: { applicantId, details: details as never, savedAt: NOW },
});
const doc = (type: DocumentUploaded['data']['documentType'], id = `d-${type}`, replaces: string | null = null): ApplicationEvent => ({
  type: 'DocumentUploaded',
  data: { applicantId, documentId: id, documentType: type, storageKey: `k/${id}`, fileName: `${type}.pdf`, contentType: 'application/pdf', size: 10, replaces, uploadedAt: NOW },
});
const recipient = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez' };
const submit = (overrides: Partial<Extract<ApplicationCommand, { type: 'SubmitApplication' }>['data']> = {}): ApplicationCommand => ({
  type: 'SubmitApplication',
  data: { applicantId, motivation: 'Quiero aprender', acceptsTerms: true, termsVersion: '2026-12', recipient, submissionCity: 'Guayaquil', submissionDate: '2025-02-12', ...t, ...overrides },
});

const complete: ApplicationEvent[] = [
  exam,
  saved('PersonalDetailsSaved', personal),
  saved('AddressDetailsSaved', { address: 'Av. Siempre Viva' }),
  saved('AcademicDetailsSaved', { currently_studying_school: true }),
  { type: 'PersonalReferenceAdded', data: { applicantId, referenceId: 'r1', reference: partial({ full_name: 'Luis Mora' }), addedAt: NOW } },
  { type: 'HouseholdMemberAdded', data: { applicantId, memberId: 'm1', member: partial({ first_name: 'Rosa' }), addedAt: NOW } },
  { type: 'EconomicStatusSaved', data: { applicantId, details: partial({ currently_working: false }), rucCertificate: null, savedAt: NOW } },
  ...(['id_card', 'photo_id', 'graduation_certificate', 'utility_bill', 'laptop_proof', 'economic_support'] as const).map((type) => doc(type)),
  saved('FinancialSummarySaved', { monthly_income: 0 }),
];
const submitted: ApplicationEvent = {
  type: 'ApplicationSubmitted',
  data: { applicantId, ...recipient, submission: { motivation: 'Quiero aprender', accepts_terms: true, submission_city: 'Guayaquil', submission_date: '2025-02-12' }, termsVersion: '2026-12', submittedAt: NOW },
};
const correctionsRequested = (flags: Record<string, Record<string, boolean>>): ApplicationEvent => ({
  type: 'CorrectionsRequested',
  data: { applicantId, ...recipient, notes: 'Revise su fecha', flags, reviewer: { id: 'r', fullName: 'Revisora', email: 'r@x' }, previousStatus: 'submitted', correctionDeadline: null, requestedAt: NOW },
});
const savePersonal = (details: Record<string, unknown>, editsSaved = false, time = t): ApplicationCommand => ({
  type: 'SaveSection',
  data: { applicantId, section: 'personal_details', details: partial(details), editsSaved, ...time },
});

describe('applicationDecider', () => {
  describe('exam', () => {
    const take = (unanswered = 0, now = NOW): ApplicationCommand => ({ type: 'CompleteExam', data: { applicantId, answers: [{ question_id: 1, selected_option: 'a' }], grade, unanswered, now, deadline: DEADLINE } });

    it('records the graded exam once', () => {
      expect(given().when(take())).toEqual([{ type: 'ExamCompleted', data: { applicantId, answers: [{ question_id: 1, selected_option: 'a' }], ...grade, completedAt: NOW } }]);
      expect(refusal(() => given(exam).when(take()))).toMatchObject({ kind: 'conflict', message: M.examAlreadyTaken });
    });

    it('refuses unanswered questions with the count', () => {
      expect(refusal(() => given().when(take(3)))).toMatchObject({ kind: 'invalid', message: 'Te faltan 3 pregunta(s) por contestar.' });
    });

    it('refuses the exam after the deadline', () => {
      expect(refusal(() => given().when(take(0, AFTER)))).toMatchObject({ kind: 'forbidden', message: M.periodEnded });
    });
  });

  describe('editing', () => {
    it('needs the exam first', () => {
      expect(refusal(() => given().when(savePersonal(personal)))).toMatchObject({ kind: 'forbidden', message: M.examFirst });
    });

    it('saves a section and starts the application', () => {
      const events = given(exam).when(savePersonal(personal));
      expect(events).toEqual([{ type: 'PersonalDetailsSaved', data: { applicantId, details: personal, legalRepresentativeRequired: false, savedAt: NOW } }]);
      expect(fold(applicationDecider, [exam, ...events]).status).toBe('started');
    });

    it('answers not found when updating a section never saved', () => {
      expect(refusal(() => given(exam).when(savePersonal(personal, true)))).toMatchObject({ kind: 'not_found', message: 'No se encontraron los datos personales' });
    });

    it('refuses edits after the deadline and after submission', () => {
      expect(refusal(() => given(exam).when(savePersonal(personal, false, { now: AFTER, today: AFTER.slice(0, 10), deadline: DEADLINE })))).toMatchObject({ kind: 'forbidden', message: M.periodEnded });
      expect(refusal(() => given(...complete, submitted).when(savePersonal(personal)))).toMatchObject({ kind: 'forbidden', message: M.alreadySubmitted });
    });

    it('keeps at least one reference and one household member', () => {
      const remove: ApplicationCommand = { type: 'RemovePersonalReference', data: { applicantId, referenceId: 'r1', ...t } };
      expect(refusal(() => given(...complete).when(remove))).toMatchObject({ kind: 'invalid', message: M.lastReference });
      const removeMember: ApplicationCommand = { type: 'RemoveHouseholdMember', data: { applicantId, memberId: 'm1', ...t } };
      expect(refusal(() => given(...complete).when(removeMember))).toMatchObject({ kind: 'invalid', message: M.lastMember });
      const add: ApplicationCommand = { type: 'AddHouseholdMember', data: { applicantId, memberId: 'm2', member: partial({ first_name: 'Juan' }), ...t } };
      const added = given(...complete).when(add);
      expect(given(...complete, ...added).when(removeMember)).toEqual([{ type: 'HouseholdMemberRemoved', data: { applicantId, memberId: 'm1', removedAt: NOW } }]);
    });

    it('finds members and references by their own ids only, never by a prototype name', () => {
      for (const id of ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty']) {
        const update: ApplicationCommand = { type: 'UpdateHouseholdMember', data: { applicantId, memberId: id, member: partial({ first_name: 'Juan' }), ...t } };
        expect(refusal(() => given(...complete).when(update))).toMatchObject({ kind: 'not_found', message: M.memberNotFound });
        const removeMember: ApplicationCommand = { type: 'RemoveHouseholdMember', data: { applicantId, memberId: id, ...t } };
        expect(refusal(() => given(...complete).when(removeMember))).toMatchObject({ kind: 'not_found', message: M.memberNotFound });
        const removeReference: ApplicationCommand = { type: 'RemovePersonalReference', data: { applicantId, referenceId: id, ...t } };
        expect(refusal(() => given(...complete).when(removeReference))).toMatchObject({ kind: 'not_found', message: M.referenceNotFound });
      }
    });

    it('needs the RUC certificate from an entrepreneur', () => {
      const save = (rucCertificate?: StoredFile): ApplicationCommand => ({
        type: 'SaveEconomicStatus',
        data: { applicantId, details: partial({ currently_working: true, entrepreneur_artisan: true }), rucCertificate, ...t },
      });
      expect(refusal(() => given(exam).when(save()))).toMatchObject({ kind: 'invalid', errors: { ruc_certificate: [M.rucRequired] } });
      const file = { storageKey: 'k', fileName: 'ruc.pdf', contentType: 'application/pdf', size: 5 };
      expect(given(exam).when(save(file))[0]).toMatchObject({ type: 'EconomicStatusSaved', data: { rucCertificate: file } });
    });
  });

  describe('documents', () => {
    const upload = (type: DocumentUploaded['data']['documentType'], id: string): ApplicationCommand => ({
      type: 'UploadDocuments',
      data: { applicantId, documents: [{ documentId: id, documentType: type, storageKey: `k/${id}`, fileName: 'x.pdf', contentType: 'application/pdf', size: 10 }], ...t },
    });

    it('replaces a type and names the document it supersedes', () => {
      expect(given(...complete).when(upload('id_card', 'new'))).toEqual([
        { type: 'DocumentUploaded', data: expect.objectContaining({ documentId: 'new', documentType: 'id_card', replaces: 'd-id_card' }) },
      ]);
    });

    it('refuses files past 20 MB in all, counting a replaced file out; the files a decision replaces are no longer current', () => {
      const MB = 1024 * 1024;
      const sized = (type: DocumentUploaded['data']['documentType'], id: string, size: number): ApplicationCommand => ({
        type: 'UploadDocuments',
        data: { applicantId, documents: [{ documentId: id, documentType: type, storageKey: `k/${id}`, fileName: 'x.pdf', contentType: 'application/pdf', size }], ...t },
      });
      const heavy = (['id_card', 'graduation_certificate', 'utility_bill', 'laptop_proof', 'economic_support'] as const).map((type) => {
        const event = doc(type);
        return { ...event, data: { ...event.data, size: 4 * MB } } as ApplicationEvent;
      });
      expect(refusal(() => given(exam, ...heavy).when(sized('photo_id', 'p', 1)))).toMatchObject({ kind: 'invalid', errors: { photo_id: [M.storedBytesExceeded(20)] } });
      expect(given(exam, ...heavy).when(sized('id_card', 'lighter', 3 * MB))).toHaveLength(1);
      const before = fold(applicationDecider, [exam, ...heavy]);
      const after = fold(applicationDecider, [exam, ...heavy, { ...doc('id_card', 'lighter', 'd-id_card') }]);
      expect(filesNoLongerCurrent(before, after)).toEqual(['k/d-id_card']);
    });

    it('takes bachelor_degree only from graduates', () => {
      expect(refusal(() => given(...complete).when(upload('bachelor_degree', 'b')))).toMatchObject({ kind: 'invalid', errors: { bachelor_degree: [M.bachelorForGraduatesOnly] } });
      expect(given(exam, saved('AcademicDetailsSaved', { currently_studying_school: false })).when(upload('bachelor_degree', 'b'))).toHaveLength(1);
    });
  });

  describe('submission', () => {
    it('submits a complete application with the recipient for the e-mail and the version of the terms accepted', () => {
      expect(given(...complete).when(submit())).toEqual([submitted]);
    });

    it('lists the missing documents with their Spanish labels', () => {
      const error = refusal(() => given(...complete.filter((e) => !(e.type === 'DocumentUploaded' && e.data.documentType === 'photo_id'))).when(submit()));
      expect(error).toMatchObject({ kind: 'invalid', message: 'Debe subir los siguientes documentos: Fotografía tamaño carné' });
    });

    it('asks graduates for the bachelor degree too', () => {
      const graduate = [...complete, saved('AcademicDetailsSaved', { currently_studying_school: false })];
      expect(refusal(() => given(...graduate).when(submit())).message).toBe('Debe subir los siguientes documentos: Título de bachiller');
    });

    it('names every missing piece', () => {
      const error = refusal(() => given(exam).when(submit({ motivation: ' ', acceptsTerms: false })));
      expect(Object.keys(error.errors!)).toEqual([
        'personal_details',
        'address_details',
        'academic_details',
        'personal_references',
        'household_members',
        'economic_status',
        'documents',
        'financial_summary',
        'motivation',
        'accepts_terms',
      ]);
    });

    it('refuses after the deadline and a second time', () => {
      expect(refusal(() => given(...complete).when(submit({ now: AFTER })))).toMatchObject({ kind: 'forbidden', message: M.periodEnded });
      expect(refusal(() => given(...complete, submitted).when(submit()))).toMatchObject({ kind: 'forbidden', message: M.alreadySubmitted });
    });
  });

  describe('corrections', () => {
    const inReview = [...complete, submitted, correctionsRequested({ personal_details: { birth_date: true } })];
    const corrected = [...inReview, saved('PersonalDetailsSaved', { ...personal, date_of_birth: '2004-05-05' })];

    it('lets only the flagged fields change', () => {
      expect(given(...inReview).when(savePersonal({ ...personal, date_of_birth: '2004-05-05' }, true, { now: AFTER, today: AFTER.slice(0, 10), deadline: DEADLINE }))).toHaveLength(1);
      const error = refusal(() => given(...inReview).when(savePersonal({ ...personal, gender: 'male' }, true)));
      expect(error).toMatchObject({ kind: 'invalid', errors: { gender: [M.fieldNotFlagged] } });
      expect(given(...inReview).when(savePersonal(personal, true))).toEqual([]);
      const reference: ApplicationCommand = { type: 'AddPersonalReference', data: { applicantId, referenceId: 'r2', reference: partial({}), ...t } };
      expect(refusal(() => given(...inReview).when(reference))).toMatchObject({ kind: 'forbidden', message: M.sectionNotFlagged });
    });

    it('resubmits into correction_applicant, and only while corrections are pending', () => {
      const events = given(...corrected).when({ type: 'ResubmitCorrections', data: { applicantId, now: AFTER } });
      expect(events).toEqual([{ type: 'CorrectionsResubmitted', data: { applicantId, motivation: 'Quiero aprender', resubmittedAt: AFTER } }]);
      expect(fold(applicationDecider, [...corrected, ...events]).status).toBe('correction_applicant');
      expect(refusal(() => given(...corrected, ...events).when({ type: 'ResubmitCorrections', data: { applicantId, now: AFTER } })).kind).toBe('conflict');
    });

    it('refuses corrections that leave a flagged value as it was, naming it; a value changed and changed back is unchanged', () => {
      const resubmit: ApplicationCommand = { type: 'ResubmitCorrections', data: { applicantId, now: AFTER } };
      const unchanged = { kind: 'invalid', message: M.unchangedSummary(['Fecha de nacimiento']), errors: { 'personal_details.date_of_birth': [M.unchangedField('Fecha de nacimiento')] } };
      expect(refusal(() => given(...inReview).when(resubmit))).toMatchObject(unchanged);
      expect(refusal(() => given(...corrected, saved('PersonalDetailsSaved', personal)).when(resubmit))).toMatchObject(unchanged);
      const twoProvinces = [...complete, submitted, correctionsRequested({ address_details: { province: true }, academic_details: { province: true } })];
      expect(refusal(() => given(...twoProvinces).when(resubmit))).toMatchObject({ message: M.unchangedSummary(['Provincia', 'Provincia de la institución']) });
    });

    it('counts a flagged document as changed by a new upload, a flagged list by any change, and needs no change of the submission city or date', () => {
      const resubmit: ApplicationCommand = { type: 'ResubmitCorrections', data: { applicantId, now: AFTER } };
      const flagged = [...complete, submitted, correctionsRequested({ documents: { documents: true }, household_members: { household_members: true }, application_info: { submission_city: true } })];
      expect(refusal(() => given(...flagged).when(resubmit))).toMatchObject({ errors: { 'documents.documents': expect.any(Array), 'household_members.household_members': expect.any(Array) } });
      const member: ApplicationEvent = { type: 'HouseholdMemberUpdated', data: { applicantId, memberId: 'm1', member: partial({ first_name: 'Rosa María' }), updatedAt: NOW } };
      expect(given(...flagged, doc('photo_id', 'd-photo-2', 'd-photo_id'), member).when(resubmit)[0].type).toBe('CorrectionsResubmitted');
    });

    it('treats step 9 during corrections as the resubmission, with the motivation changeable only when flagged', () => {
      expect(given(...corrected).when(submit())[0].type).toBe('CorrectionsResubmitted');
      expect(refusal(() => given(...corrected).when(submit({ motivation: 'Otra' })))).toMatchObject({ kind: 'forbidden', message: M.sectionNotFlagged });
      const motivationFlagged = [...complete, submitted, correctionsRequested({ application_info: { motivation: true } })];
      expect(given(...motivationFlagged).when(submit({ motivation: 'Otra' }))[0]).toMatchObject({ data: { motivation: 'Otra' } });
      expect(refusal(() => given(...motivationFlagged).when(submit()))).toMatchObject({ errors: { motivation: [M.unchangedField('Motivación')] } });
    });

    it('accepts a staff correction request only where a decision may be taken, refusing it like one', () => {
      const request: ApplicationCommand = {
        type: 'RequestCorrections',
        data: { applicantId, recipient, notes: 'n', flags: {}, reviewer: { id: 'r', fullName: 'R', email: 'e' }, correctionDeadline: null, now: NOW },
      };
      expect(given(...complete, submitted).when(request)[0]).toMatchObject({ type: 'CorrectionsRequested', data: { previousStatus: 'submitted' } });
      expect(refusal(() => given(...complete).when(request))).toMatchObject({ kind: 'invalid', message: REVIEW_MESSAGES.notReviewable });
    });
  });
});
