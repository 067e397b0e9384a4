/**
 * Eligibility highlighting of the applications list (staff-side.md section 5): informational, never blocking.
 * Only applications waiting for a decision are checked (submitted, correction_review, correction_applicant).
 */
export interface ListedApplication {
  status: string;
  additional_info?: {
    birth_date: string | null;
    residence_city: string | null;
    academic_average: number | null;
    institution_type: string | null;
  } | null;
}

export type EligibilityCell = 'age' | 'residence_city' | 'academic_average' | 'institution_type';

const CHECKED_STATUSES = new Set(['submitted', 'correction_review', 'correction_applicant']);
export const ELIGIBLE_CITY = 'guayaquil';

/** Whole years between a `YYYY-MM-DD` birth date and `today` (same format). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Average on the 10 scale (8.5–10) or the 20 scale (17–20). */
export const averageIsEligible = (average: number) => (average >= 8.5 && average <= 10) || (average >= 17 && average <= 20);

/**
 * The cells that fail for one row; `invalid` says whether the row is highlighted (a checked status with missing
 * additional data, or at least one failing cell).
 */
export function eligibilityOf(application: ListedApplication, today: string): { invalid: boolean; failing: Set<EligibilityCell> } {
  const failing = new Set<EligibilityCell>();
  if (!CHECKED_STATUSES.has(application.status)) return { invalid: false, failing };
  const info = application.additional_info;
  if (!info) return { invalid: true, failing };
  const age = info.birth_date ? ageOn(info.birth_date, today) : null;
  if (age === null || age < 13 || age > 35) failing.add('age');
  if ((info.residence_city ?? '').trim().toLowerCase() !== ELIGIBLE_CITY) failing.add('residence_city');
  if (info.academic_average === null || !averageIsEligible(info.academic_average)) failing.add('academic_average');
  if (!info.institution_type || info.institution_type.toLowerCase() === 'particular') failing.add('institution_type');
  return { invalid: failing.size > 0, failing };
}
