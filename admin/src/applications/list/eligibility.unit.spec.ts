import { describe, expect, it } from 'vitest';
import { eligibilityOf } from './eligibility.js';
import type { ListedApplication } from './eligibility.js';

// The server's rules: ages on the deadline's day, the programme's city.
const RULES = { ageDay: '2025-02-10', eligibleCity: 'Guayaquil', minCorrectAnswers: 13 };
const eligible = { birth_date: '2005-02-10', residence_city: 'Guayaquil', academic_average: 9.2, institution_type: 'fiscal' };
const row = (info: Partial<typeof eligible> | null, status: ListedApplication['status'] = 'submitted'): ListedApplication => ({ status, additional_info: info && { ...eligible, ...info } });
const failing = (application: ListedApplication) => [...eligibilityOf(application, RULES).failing].sort();

describe('eligibility highlighting of the applications list', () => {
  it('leaves an eligible application plain and gives its age on the rules day', () => {
    expect(eligibilityOf(row({}), RULES)).toEqual({ invalid: false, failing: new Set(), age: 20 });
    expect(eligibilityOf(row({ birth_date: '2005-02-11' }), RULES).age).toBe(19);
    expect(eligibilityOf(row({ residence_city: ' GUAYAQUIL ' }), RULES).invalid).toBe(false);
  });

  it('accepts ages 13 to 35 inclusive and flags 12 and 36', () => {
    expect(failing(row({ birth_date: '2012-02-10' }))).toEqual([]); // 13
    expect(failing(row({ birth_date: '1989-02-11' }))).toEqual([]); // 35
    expect(failing(row({ birth_date: '2012-02-11' }))).toEqual(['age']); // 12
    expect(failing(row({ birth_date: '1989-02-10' }))).toEqual(['age']); // 36
  });

  it('accepts grades of 10, 20 and 100 as the server does (8.5–10, 17–20, 85–100)', () => {
    for (const average of [8.5, 10, 17, 20, 85, 90, 100]) expect(failing(row({ academic_average: average }))).toEqual([]);
    for (const average of [8.49, 10.01, 16.99, 20.01, 84.99]) expect(failing(row({ academic_average: average }))).toEqual(['graduation_grade']);
  });

  it('flags another city and a particular institution, each cell on its own', () => {
    expect(failing(row({ residence_city: 'Durán', institution_type: 'particular' }))).toEqual(['city', 'institution_type']);
  });

  it('uses the programme city it is given', () => {
    expect(eligibilityOf(row({ residence_city: 'Quito' }), { ...RULES, eligibleCity: 'Quito' }).invalid).toBe(false);
  });

  it('marks a waiting application without additional data invalid', () => {
    expect(eligibilityOf(row(null), RULES).invalid).toBe(true);
  });

  it('checks only submitted and correction statuses', () => {
    const bad = { residence_city: 'Quito' };
    for (const status of ['submitted', 'correction_review', 'correction_applicant'] as const) expect(eligibilityOf(row(bad, status), RULES).invalid).toBe(true);
    for (const status of ['started', 'under_review', 'approved', 'rejected'] as const) expect(eligibilityOf(row(bad, status), RULES).invalid).toBe(false);
  });
});
