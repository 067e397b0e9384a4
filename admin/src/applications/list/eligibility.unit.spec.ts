import { describe, expect, it } from 'vitest';
import { ageOn, eligibilityOf } from './eligibility.js';
import type { ListedApplication } from './eligibility.js';

const TODAY = '2025-02-10';
const eligible = { birth_date: '2005-02-10', residence_city: 'Guayaquil', academic_average: 9.2, institution_type: 'fiscal' };
const row = (info: Partial<typeof eligible> | null, status = 'submitted'): ListedApplication => ({ status, additional_info: info && { ...eligible, ...info } });
const failing = (application: ListedApplication) => [...eligibilityOf(application, TODAY).failing].sort();

describe('eligibility highlighting of the applications list', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2005-02-10', TODAY)).toBe(20);
    expect(ageOn('2005-02-11', TODAY)).toBe(19);
  });

  it('leaves an eligible application plain', () => {
    expect(eligibilityOf(row({}), TODAY)).toEqual({ invalid: false, failing: new Set() });
    expect(eligibilityOf(row({ residence_city: ' GUAYAQUIL ' }), TODAY).invalid).toBe(false);
  });

  it('accepts ages 13 to 35 inclusive and flags 12 and 36', () => {
    expect(failing(row({ birth_date: '2012-02-10' }))).toEqual([]); // 13
    expect(failing(row({ birth_date: '1989-02-11' }))).toEqual([]); // 35
    expect(failing(row({ birth_date: '2012-02-11' }))).toEqual(['age']); // 12
    expect(failing(row({ birth_date: '1989-02-10' }))).toEqual(['age']); // 36
  });

  it('accepts averages 8.5–10 and 17–20 only', () => {
    for (const average of [8.5, 10, 17, 20]) expect(failing(row({ academic_average: average }))).toEqual([]);
    for (const average of [8.49, 10.01, 16.99, 20.01]) expect(failing(row({ academic_average: average }))).toEqual(['academic_average']);
  });

  it('flags another city and a particular institution, each cell on its own', () => {
    expect(failing(row({ residence_city: 'Durán', institution_type: 'Particular' }))).toEqual(['institution_type', 'residence_city']);
  });

  it('marks a waiting application without additional data invalid', () => {
    expect(eligibilityOf(row(null), TODAY).invalid).toBe(true);
  });

  it('checks only submitted and correction statuses', () => {
    const bad = { residence_city: 'Quito' };
    for (const status of ['submitted', 'correction_review', 'correction_applicant']) expect(eligibilityOf(row(bad, status), TODAY).invalid).toBe(true);
    for (const status of ['started', 'under_review', 'approved', 'rejected']) expect(eligibilityOf(row(bad, status), TODAY)).toEqual({ invalid: false, failing: new Set() });
  });
});
