import { describe, expect, it } from 'vitest';
import { ageOn } from '@postula/catalogs';
import { quickFilterParams } from './quick-filters.js';

const TODAY = '2025-02-10';

describe('quick filters of the applications list', () => {
  it('under 13: born between 13 years ago (exclusive) and a year ago', () => {
    const { birth_date_from, birth_date_to } = quickFilterParams('under_13', TODAY);
    expect({ birth_date_from, birth_date_to }).toEqual({ birth_date_from: '2012-02-11', birth_date_to: '2024-02-10' });
    expect(ageOn(birth_date_from, TODAY)).toBe(12);
    expect(ageOn('2012-02-10', TODAY)).toBe(13); // one day earlier is 13: left out
  });

  it('over 35: 36 years old up to 99', () => {
    const { birth_date_from, birth_date_to } = quickFilterParams('over_35', TODAY);
    expect(ageOn(birth_date_to, TODAY)).toBe(36);
    expect(ageOn(birth_date_from, TODAY)).toBe(99);
  });

  it('invalid averages of each scale', () => {
    expect(quickFilterParams('average_10', TODAY)).toEqual({ academic_average_min: '0', academic_average_max: '8.49' });
    expect(quickFilterParams('average_20', TODAY)).toEqual({ academic_average_min: '11', academic_average_max: '16.99' });
  });

  it('handles 29 February', () => {
    expect(quickFilterParams('over_35', '2024-02-29').birth_date_to).toBe('1988-02-29');
    expect(quickFilterParams('under_13', '2024-02-29').birth_date_to).toBe('2023-02-28');
  });
});
