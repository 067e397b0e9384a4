import { fold } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import { ApplicationCommand, applicationDecider } from './application.decider.js';
import type { ApplicationEvent } from './application.events.js';
import { entryConditionFailures, entryRulesOf, failedEntryConditions, type EntryFacts } from './entry-conditions.js';
import { placesDecider } from './places.decider.js';
import { REVIEW_MESSAGES as M } from './review-messages.js';

const applicantId = 'a1';
const NOW = '2025-02-20T15:00:00.000Z';
const reviewer = { id: 'r1', fullName: 'Revisora Uno', email: 'r1@postula.test' };
const recipient = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez' };
const rules = { ageDay: '2025-02-16', eligibleCity: 'Guayaquil', minCorrectAnswers: 13 };

const given = (...events: ApplicationEvent[]) => ({ when: (command: ApplicationCommand) => applicationDecider.decide(command, fold(applicationDecider, events)) });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
};

const exam = (correct_answers = 30): ApplicationEvent => ({ type: 'ExamCompleted', data: { applicantId, answers: [], correctAnswers: correct_answers, totalQuestions: 40, percentage: 75, levelAchieved: 'B1', completedAt: NOW } });
const saved = (type: 'PersonalDetailsSaved' | 'AddressDetailsSaved' | 'AcademicDetailsSaved' | 'FinancialSummarySaved', details: Record<string, unknown>): ApplicationEvent => ({
  type,
  data: { applicantId, details: details as never, savedAt: NOW },
});
const eligible = (overrides: { grade?: number; city?: string; birth?: string; income?: number; institution?: string; correct?: number } = {}): ApplicationEvent[] => [
  exam(overrides.correct ?? 30),
  saved('PersonalDetailsSaved', { date_of_birth: overrides.birth ?? '2005-01-01', phone_number: '0991234567' }),
  saved('AddressDetailsSaved', { city: overrides.city ?? 'Guayaquil', mobile_phone: '0987654321' }),
  saved('AcademicDetailsSaved', { graduation_grade: overrides.grade ?? 9.2, institution_type: overrides.institution ?? 'fiscal' }),
  saved('FinancialSummarySaved', { monthly_income: overrides.income ?? 400 }),
];
const submitted: ApplicationEvent = {
  type: 'ApplicationSubmitted',
  data: { applicantId, ...recipient, submission: { motivation: 'Quiero aprender', accepts_terms: true, submission_city: 'Guayaquil', submission_date: '2025-02-12' }, submittedAt: NOW },
};
const started: ApplicationEvent = { type: 'ReviewStarted', data: { applicantId, reviewer, previousStatus: 'submitted', startedAt: NOW } };
const decided = (decision: 'approved' | 'rejected'): ApplicationEvent => ({
  type: 'ApplicationDecided',
  data: { applicantId, ...recipient, decision, reviewer, notes: 'n', previousStatus: 'under_review', decidedAt: NOW },
});

const open: ApplicationCommand = { type: 'StartReview', data: { applicantId, reviewer, now: NOW } };
const decide = (decision: 'approved' | 'rejected', notes = 'Cumple los requisitos', placeAvailable = true, resultsPublished = true): ApplicationCommand => ({
  type: 'DecideApplication',
  data: { applicantId, recipient, decision, placeAvailable, offer, resultsPublished, reviewer, notes, now: NOW },
});
const offer = { acceptBy: '2025-03-01T00:00:00.000Z', documents: ['Carta de compromiso'] };
const autoReject: ApplicationCommand = { type: 'AutoRejectApplication', data: { applicantId, recipient, actor: reviewer, rules, resultsPublished: true, now: NOW } };

describe('review decisions of the application decider', () => {
  it('starts the review when staff open a submitted or corrected application, once', () => {
    expect(given(...eligible(), submitted).when(open)).toEqual([{ type: 'ReviewStarted', data: { applicantId, reviewer, previousStatus: 'submitted', startedAt: NOW } }]);
    expect(given(...eligible(), submitted, started).when(open)).toEqual([]);
    expect(given(...eligible()).when(open)).toEqual([]);
    const resubmitted: ApplicationEvent = { type: 'CorrectionsResubmitted', data: { applicantId, motivation: 'x', resubmittedAt: NOW } };
    const requested: ApplicationEvent = {
      type: 'CorrectionsRequested',
      data: { applicantId, ...recipient, notes: 'n', flags: { personal_details: { phone: true } }, reviewer, previousStatus: 'under_review', correctionDeadline: null, requestedAt: NOW },
    };
    expect(given(...eligible(), submitted, started, requested, resubmitted).when(open)[0]).toMatchObject({ data: { previousStatus: 'correction_applicant' } });
  });

  it('approves or rejects from submitted, under_review and correction_applicant with trimmed notes', () => {
    expect(given(...eligible(), submitted, started).when(decide('approved', '  Bien  '))).toEqual([
      { type: 'ApplicationDecided', data: { applicantId, ...recipient, decision: 'approved', reviewer, notes: 'Bien', previousStatus: 'under_review', decidedAt: NOW } },
      { type: 'AwardOffered', data: { applicantId, ...recipient, ...offer, promoted: false, offeredAt: NOW } },
    ]);
    expect(given(...eligible(), submitted).when(decide('rejected'))[0]).toMatchObject({ data: { decision: 'rejected', previousStatus: 'submitted' } });
  });

  it('records an approval without a place as approved_out', () => {
    expect(given(...eligible(), submitted).when(decide('approved', 'Bien', false))[0]).toMatchObject({ data: { decision: 'approved_out' } });
    expect(given(...eligible(), submitted).when(decide('rejected', 'No', false))[0]).toMatchObject({ data: { decision: 'rejected' } });
  });

  it('refuses blank notes and decisions outside the reviewable statuses with 422', () => {
    expect(refusal(() => given(...eligible(), submitted).when(decide('approved', '   ')))).toMatchObject({ kind: 'invalid', message: M.notesRequired });
    for (const history of [eligible(), [...eligible(), submitted, decided('approved')], [...eligible(), submitted, decided('rejected')]])
      expect(refusal(() => given(...history).when(decide('rejected')))).toMatchObject({ kind: 'invalid', message: M.notReviewable });
  });

  it('records staff edits with old and new values, nothing when unchanged, and only after submission', () => {
    const edit = (details: Record<string, unknown>): ApplicationCommand => ({ type: 'EditFieldsByStaff', data: { applicantId, section: 'address_details', details: details as never, editor: reviewer, now: NOW } });
    expect(given(...eligible(), submitted).when(edit({ city: 'Durán', mobile_phone: '0987654321' }))).toEqual([
      { type: 'FieldsEditedByStaff', data: { applicantId, section: 'address_details', changes: [{ field: 'city', old: 'Guayaquil', new: 'Durán' }], editor: reviewer, editedAt: NOW } },
    ]);
    expect(given(...eligible(), submitted).when(edit({ city: 'Guayaquil', mobile_phone: '0987654321' }))).toEqual([]);
    expect(refusal(() => given(...eligible()).when(edit({ city: 'Durán' })))).toMatchObject({ kind: 'forbidden', message: M.notSubmitted });
  });

  it('folds a staff edit into the section, so auto-rejection sees the corrected value', () => {
    const moved: ApplicationEvent = { type: 'FieldsEditedByStaff', data: { applicantId, section: 'address_details', changes: [{ field: 'city', old: 'Guayaquil', new: 'Quito' }], editor: reviewer, editedAt: NOW } };
    expect(given(...eligible(), submitted, moved).when(autoReject)[0]).toMatchObject({ type: 'AutoRejected', data: { reason: 'Ciudad de residencia distinta de Guayaquil (Quito)' } });
  });

  it('auto-rejects an undecided application failing the entry conditions, once, with every reason', () => {
    const failing = eligible({ grade: 16.5, institution: 'particular', income: 500, correct: 10 });
    expect(given(...failing, submitted).when(autoReject)).toEqual([
      {
        type: 'AutoRejected',
        data: {
          applicantId,
          ...recipient,
          reason:
            'Promedio académico fuera de los rangos aceptados (16.5); Institución educativa particular; Menos de 13 respuestas correctas en el examen diagnóstico (10); Ingreso mensual mayor a $460 (500)',
          actor: reviewer,
          previousStatus: 'submitted',
          rejectedAt: NOW,
        },
      },
    ]);
    const rejected: ApplicationEvent = { type: 'AutoRejected', data: { applicantId, ...recipient, reason: 'x', actor: reviewer, previousStatus: 'submitted', rejectedAt: NOW } };
    expect(given(...failing, submitted, rejected).when(autoReject)).toEqual([]);
    expect(given(...failing, submitted, decided('approved')).when(autoReject)).toEqual([]);
    expect(given(...failing).when(autoReject)).toEqual([]);
    expect(given(...eligible(), submitted).when(autoReject)).toEqual([]);
  });
});

describe('entry conditions', () => {
  const facts = (overrides: Partial<EntryFacts> = {}): EntryFacts => ({
    graduation_grade: 9,
    institution_type: 'fiscal',
    birth_date: '2005-01-01',
    city: 'Guayaquil',
    correct_answers: 13,
    monthly_income: 460,
    ...overrides,
  });

  it('flags grades in 0–8.49, 10.01–16.99 and 20.01–84.99 only', () => {
    for (const g of [0, 8.49, 10.01, 16.99, 20.01, 84.99]) expect(entryConditionFailures(facts({ graduation_grade: g }), rules)).toHaveLength(1);
    for (const g of [8.5, 10, 17, 20, 85, 100]) expect(entryConditionFailures(facts({ graduation_grade: g }), rules)).toEqual([]);
  });

  it('flags ages 12 or less and 36 or more on the deadline day', () => {
    expect(entryConditionFailures(facts({ birth_date: '2012-02-17' }), rules)).toEqual(['Edad fuera del rango de 13 a 35 años (12 años)']);
    expect(entryConditionFailures(facts({ birth_date: '2012-02-16' }), rules)).toEqual([]);
    expect(entryConditionFailures(facts({ birth_date: '1989-02-17' }), rules)).toEqual([]);
    expect(entryConditionFailures(facts({ birth_date: '1989-02-16' }), rules)).toEqual(['Edad fuera del rango de 13 a 35 años (36 años)']);
  });

  it('flags another city (any case), a private school, fewer than 13 correct answers and income above 460', () => {
    expect(entryConditionFailures(facts({ city: 'GUAYAQUIL ' }), rules)).toEqual([]);
    expect(entryConditionFailures(facts({ city: 'Durán', institution_type: 'particular', correct_answers: 12, monthly_income: 460.01 }), rules)).toHaveLength(4);
  });

  it('names the failed conditions for the panel, in the order of the spec', () => {
    const values = { graduation_grade: 84.99, institution_type: 'particular', age: 36, city: 'Durán', correct_answers: 12, monthly_income: 460.01 };
    expect(failedEntryConditions(values, 'Guayaquil')).toEqual(['graduation_grade', 'institution_type', 'city', 'age', 'correct_answers', 'monthly_income']);
    expect(failedEntryConditions({ ...values, graduation_grade: 90, institution_type: 'fiscal', age: 35, correct_answers: 13, monthly_income: 460 }, 'durán')).toEqual([]);
  });

  it('takes its rules from the programme: the deadline day in its time zone, its city and its exam minimum', () => {
    const facts = { graduation_grade: 9, institution_type: 'fiscal', birth_date: '2005-01-01', city: 'Guayaquil', correct_answers: 15, monthly_income: 100 };
    expect(entryConditionFailures(facts, { ...rules, minCorrectAnswers: 20 })).toEqual(['Menos de 20 respuestas correctas en el examen diagnóstico (15)']);
    expect(entryConditionFailures(facts, rules)).toEqual([]);
    expect(entryRulesOf({ deadline: '2025-02-17T04:59:00.000Z', timezone: 'America/Guayaquil', eligibleCity: 'Guayaquil' })).toEqual({ ageDay: '2025-02-16', eligibleCity: 'Guayaquil', minCorrectAnswers: 13 });
    expect(entryRulesOf({ deadline: '2025-02-17T04:59:00.000Z', timezone: 'America/Guayaquil', eligibleCity: 'Guayaquil', exam: { minCorrectAnswers: 20 } }).minCorrectAnswers).toBe(20);
  });

  it('lets unknown facts pass', () => {
    expect(entryConditionFailures({ graduation_grade: null, institution_type: null, birth_date: null, city: null, correct_answers: null, monthly_income: null }, rules)).toEqual([]);
  });
});

describe('places', () => {
  const state = (...ids: string[]) => fold(placesDecider, ids.map((applicantId) => ({ type: 'PlaceAllocated' as const, data: { applicantId, allocatedAt: NOW } })));
  const allocate = (applicantId: string) => ({ type: 'AllocatePlace' as const, data: { applicantId, places: 2, now: NOW } });

  it('allocates until the places run out, once per application; a place released in a stored stream is free again', () => {
    expect(placesDecider.decide(allocate('a'), state())).toEqual([{ type: 'PlaceAllocated', data: { applicantId: 'a', allocatedAt: NOW } }]);
    expect(placesDecider.decide(allocate('a'), state('a'))).toEqual([]);
    expect(placesDecider.decide(allocate('c'), state('a', 'b'))).toEqual([]);
    const released = placesDecider.evolve(state('a', 'b'), { type: 'PlaceReleased', data: { applicantId: 'a', releasedAt: NOW } });
    expect(placesDecider.decide(allocate('c'), released)).toHaveLength(1);
  });
});
