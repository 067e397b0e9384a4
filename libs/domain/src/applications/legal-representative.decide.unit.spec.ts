import { fold } from '../shared/decider.js';
import { givenFor, refusal } from '../shared/decider-spec.fixture.js';
import { APPLICATION_MESSAGES as M } from './application-messages.js';
import { applicationDecider, type ApplicationCommand } from './application.decider.js';
import type { ApplicationEvent } from './application.events.js';
import { missingPieces } from './applicant-side.decide.js';

const applicantId = 'a1';
const NOW = '2026-03-02T15:00:00.000Z';
const DEADLINE = '2026-03-20T04:59:00.000Z';
const given = givenFor(applicationDecider);
const exam: ApplicationEvent = { type: 'ExamCompleted', data: { applicantId, answers: [], correctAnswers: 30, totalQuestions: 40, percentage: 75, levelAchieved: 'B1', completedAt: NOW } };
const representative = { first_name: 'Rosa', last_name: 'Mora', identification: '0926687856', relationship: 'madre' as const, email: 'rosa@example.org', phone: '0991234567' };
const minor = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Mora' };

const savePersonal = (date_of_birth: string, today = '2026-03-02'): ApplicationCommand => ({
  type: 'SaveSection',
  data: { applicantId, section: 'personal_details', details: { date_of_birth } as never, editsSaved: false, now: NOW, today, deadline: DEADLINE },
});
const name = (tokenHash = 'h1', representativeAccount: 'self' | 'minor' | null = null): ApplicationCommand => ({
  type: 'NameLegalRepresentative',
  data: { applicantId, representative, minor, representativeAccount, tokenHash, sealedToken: 's', now: NOW, deadline: DEADLINE },
});
const confirm = (tokenHash = 'h1'): ApplicationCommand => ({ type: 'ConfirmLegalRepresentative', data: { applicantId, tokenHash, now: NOW } });
const decline = (tokenHash = 'h1'): ApplicationCommand => ({ type: 'DeclineLegalRepresentative', data: { applicantId, tokenHash, now: NOW, minor } });
const savedAs = (birth: string, today?: string) => given(exam).when(savePersonal(birth, today));

describe('legal representative of an applicant under 15', () => {
  it('counts the age on the day step 1 is saved', () => {
    expect(savedAs('2011-03-03')[0].data).toMatchObject({ legalRepresentativeRequired: true }); // 14, turns 15 tomorrow
    expect(savedAs('2011-03-02')[0].data).toMatchObject({ legalRepresentativeRequired: false }); // 15 today
    expect(savedAs('2011-03-03', '2026-03-03')[0].data).toMatchObject({ legalRepresentativeRequired: false });
  });

  it('is asked of minors only, after step 1', () => {
    expect(refusal(() => given(exam).when(name()))).toMatchObject({ kind: 'invalid', message: M.representativeAfterStep1 });
    expect(refusal(() => given(exam, ...savedAs('2010-01-01')).when(name()))).toMatchObject({ kind: 'invalid', message: M.representativeNotNeeded });
    expect(given(exam, ...savedAs('2012-01-01')).when(name())).toEqual([
      { type: 'LegalRepresentativeNamed', data: { applicantId, representative, minor, tokenHash: 'h1', sealedToken: 's', namedAt: NOW } },
    ]);
  });

  it('keeps a minor from submitting until the current link confirms, once', () => {
    const minorSaved = [exam, ...savedAs('2012-01-01')];
    const info = { motivation: 'x', acceptsTerms: true };
    expect(missingPieces(fold(applicationDecider, minorSaved), info).legal_representative).toEqual([M.representativeMissing]);
    const named = [...minorSaved, ...given(...minorSaved).when(name())];
    expect(missingPieces(fold(applicationDecider, named), info).legal_representative).toEqual([M.representativePending]);
    expect(refusal(() => given(...named).when(confirm('other')))).toMatchObject({ kind: 'not_found', message: M.representativeLinkInvalid });
    const confirmed = [...named, ...given(...named).when(confirm())];
    expect(missingPieces(fold(applicationDecider, confirmed), info).legal_representative).toBeUndefined();
    expect(refusal(() => given(...confirmed).when(confirm()))).toMatchObject({ kind: 'conflict', message: M.representativeLinkUsed });
    // Naming someone else replaces the link: the old one no longer confirms, and the new one is needed.
    const renamed = [...confirmed, ...given(...confirmed).when(name('h2'))];
    expect(refusal(() => given(...renamed).when(confirm('h1')))).toMatchObject({ kind: 'not_found' });
    expect(missingPieces(fold(applicationDecider, renamed), info).legal_representative).toEqual([M.representativePending]);
  });

  it('never asks applicants of 15 and over', () => {
    expect(missingPieces(fold(applicationDecider, [exam, ...savedAs('2011-03-02')]), { motivation: 'x', acceptsTerms: true }).legal_representative).toBeUndefined();
  });

  it('refuses the minor themself, or another minor applicant, as the representative', () => {
    const minorSaved = [exam, ...savedAs('2012-01-01')];
    expect(refusal(() => given(...minorSaved).when(name('h1', 'self')))).toMatchObject({ kind: 'invalid', message: M.representativeIsSelf, errors: { identification: [M.representativeIsSelf] } });
    expect(refusal(() => given(...minorSaved).when(name('h1', 'minor')))).toMatchObject({ kind: 'invalid', message: M.representativeIsMinor });
  });

  it('lets the person named decline once, which keeps the minor from submitting until someone else confirms', () => {
    const minorSaved = [exam, ...savedAs('2012-01-01')];
    const info = { motivation: 'x', acceptsTerms: true };
    const named = [...minorSaved, ...given(...minorSaved).when(name())];
    expect(given(...named).when(decline())).toEqual([{ type: 'LegalRepresentativeDeclined', data: { applicantId, declinedAt: NOW, minor } }]);
    const declined = [...named, ...given(...named).when(decline())];
    expect(missingPieces(fold(applicationDecider, declined), info).legal_representative).toEqual([M.representativeDeclined]);
    expect(refusal(() => given(...declined).when(confirm()))).toMatchObject({ kind: 'conflict', message: M.representativeLinkDeclined });
    expect(refusal(() => given(...declined).when(decline()))).toMatchObject({ kind: 'conflict', message: M.representativeLinkDeclined });
    const confirmed = [...named, ...given(...named).when(confirm())];
    expect(refusal(() => given(...confirmed).when(decline()))).toMatchObject({ kind: 'conflict', message: M.representativeLinkUsed });
    const renamed = [...declined, ...given(...declined).when(name('h2'))];
    expect(missingPieces(fold(applicationDecider, renamed), info).legal_representative).toEqual([M.representativePending]);
  });
});
