import { describe, expect, it } from 'vitest';
import { distinctApplicants, rejectionFlags } from './rejection-flags.js';

type Facts = Parameters<typeof rejectionFlags>[0];
const facts = (over: { grade?: number | null; institution?: string | null; age?: number | null; city?: string | null; correct?: number | null; income?: number | null } = {}): Facts => ({
  academic: { graduation_grade: over.grade === undefined ? 9 : over.grade, institution_type: over.institution === undefined ? 'fiscal' : over.institution },
  personal: { age: over.age === undefined ? 20 : over.age },
  location: { city: over.city === undefined ? 'Guayaquil' : over.city },
  diagnostic: { correct_answers: over.correct === undefined ? 20 : over.correct },
  financial: { monthly_income: over.income === undefined ? 300 : over.income },
});
const flags = (f: Facts, city = 'Guayaquil') => [...rejectionFlags(f, city)].sort();

describe('client rejection-highlight rules of the auto-reject view', () => {
  it('flags nothing on an eligible applicant', () => {
    expect(flags(facts())).toEqual([]);
  });

  it('flags grades in the gaps 0–8.49, 10.01–16.99 and 20.01–84.99', () => {
    for (const grade of [0, 8.49, 10.01, 16.99, 20.01, 84.99]) expect(flags(facts({ grade }))).toEqual(['graduation_grade']);
    for (const grade of [8.5, 10, 17, 20, 85, 100]) expect(flags(facts({ grade }))).toEqual([]);
  });

  it('flags a particular institution, another city, ages 12 or less and 36 or more', () => {
    expect(flags(facts({ institution: 'particular' }))).toEqual(['institution_type']);
    expect(flags(facts({ city: 'Durán' }))).toEqual(['city']);
    expect(flags(facts({ city: 'guayaquil' }))).toEqual([]);
    expect(flags(facts({ city: 'Quito' }), 'Quito')).toEqual([]);
    expect(flags(facts({ age: 12 }))).toEqual(['age']);
    expect(flags(facts({ age: 36 }))).toEqual(['age']);
    expect(flags(facts({ age: 13 }))).toEqual([]);
    expect(flags(facts({ age: 35 }))).toEqual([]);
  });

  it('flags fewer than 13 correct answers and an income above 460', () => {
    expect(flags(facts({ correct: 12 }))).toEqual(['correct_answers']);
    expect(flags(facts({ correct: 13 }))).toEqual([]);
    expect(flags(facts({ income: 460.01 }))).toEqual(['monthly_income']);
    expect(flags(facts({ income: 460 }))).toEqual([]);
  });

  it('does not flag what is unknown', () => {
    expect(flags(facts({ grade: null, institution: null, age: null, city: null, correct: null, income: null }))).toEqual([]);
  });

  it('counts distinct applicants for the total', () => {
    expect(distinctApplicants([{ applicant: { id: 'a' } }, { applicant: { id: 'b' } }, { applicant: { id: 'a' } }])).toBe(2);
  });
});
