import { counterDeltas, counterKeys, emptyFacts, evolveFacts, sameFacts } from './statistics-facts.js';
import type { FactsEvent, StatisticsFacts } from './statistics-facts.js';

const day = '2025-02-12';
const fold = (...events: Omit<FactsEvent, 'day'>[]): StatisticsFacts => events.reduce((f, e) => evolveFacts(f, { ...e, day }), emptyFacts());
const event = (type: string, data: Record<string, unknown> = {}) => ({ type, data: { applicantId: 'a', ...data } });

describe('statistics facts', () => {
  it('counts a registered account that never logged in', () => {
    expect(counterKeys(fold(event('ApplicantRegistered')))).toEqual([
      ['accounts', 'total'],
      ['accounts', 'never_logged_in'],
    ]);
  });

  it('moves an account from logged-in-not-started to with-application when a step is saved', () => {
    const loggedIn = fold(event('ApplicantRegistered'), event('ApplicantLoggedIn'), event('ExamCompleted'));
    expect(counterKeys(loggedIn)).toEqual([
      ['accounts', 'total'],
      ['accounts', 'logged_but_not_started'],
      ['section', 'diagnostic_exam'],
    ]);
    const started = evolveFacts(loggedIn, { ...event('PersonalDetailsSaved', { details: { gender: 'female', date_of_birth: '2005-03-14' } }), day });
    expect(counterDeltas(loggedIn, started)).toEqual(
      expect.arrayContaining([
        { metric: 'accounts', key: 'logged_but_not_started', delta: -1 },
        { metric: 'accounts', key: 'with_application', delta: 1 },
        { metric: 'status', key: 'started', delta: 1 },
        { metric: 'section', key: 'personal_details', delta: 1 },
        { metric: 'gender', key: 'female', delta: 1 },
        { metric: 'birth_date', key: '2005-03-14', delta: 1 },
      ]),
    );
    expect(counterDeltas(loggedIn, started)).toHaveLength(6);
  });

  it('keeps the first submission day and follows the review statuses, approved_out included', () => {
    const submitted = fold(event('ApplicantRegistered'), event('ApplicantLoggedIn'), event('ApplicationSubmitted'));
    expect(submitted).toMatchObject({ status: 'submitted', submittedDay: day, sections: ['application_info'] });
    const seen = evolveFacts(submitted, { ...event('ReviewStarted'), day: '2025-02-20' });
    const decided = evolveFacts(seen, { ...event('ApplicationDecided', { decision: 'approved_out' }), day: '2025-02-21' });
    expect(decided).toMatchObject({ status: 'approved_out', submittedDay: day });
    expect(counterDeltas(seen, decided)).toEqual([
      { metric: 'status', key: 'under_review', delta: -1 },
      { metric: 'status', key: 'approved_out', delta: 1 },
    ]);
    expect(evolveFacts(decided, { ...event('AutoRejected'), day }).status).toBe('rejected');
  });

  it('counts references and household members as complete while at least one remains', () => {
    const one = fold(event('PersonalReferenceAdded'), event('PersonalReferenceAdded'), event('PersonalReferenceRemoved'));
    expect(one.sections).toEqual(['personal_references']);
    expect(evolveFacts(one, { ...event('PersonalReferenceRemoved'), day }).sections).toEqual([]);
  });

  it('takes a gender or birth date corrected by staff', () => {
    const facts = fold(event('PersonalDetailsSaved', { details: { gender: 'female', date_of_birth: '2005-03-14' } }));
    const edited = evolveFacts(facts, { ...event('FieldsEditedByStaff', { section: 'personal_details', changes: [{ field: 'date_of_birth', old: '2005-03-14', new: '2004-01-02' }] }), day });
    expect(edited).toMatchObject({ gender: 'female', birthDate: '2004-01-02' });
  });

  it('tells a step saved again with the same facts from one that changes them, or only the order of the sections', () => {
    const details = { gender: 'female', date_of_birth: '2005-03-14' };
    const saved = fold(event('PersonalDetailsSaved', { details }), event('AddressDetailsSaved'));
    const again = (d: Record<string, unknown>) => evolveFacts(saved, { ...event('PersonalDetailsSaved', { details: d }), day });
    expect(sameFacts(again(details), again(details))).toBe(true);
    expect(sameFacts(saved, again(details))).toBe(false);
    expect(sameFacts(again(details), evolveFacts(again(details), { ...event('PersonalDetailsSaved', { details }), day }))).toBe(true);
    expect(sameFacts(again(details), again({ ...details, gender: 'male' }))).toBe(false);
  });
});
