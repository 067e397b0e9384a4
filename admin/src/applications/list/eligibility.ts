import type { ApplicationListItem } from '@postula/contract';
import { entryValuesOf, failedEntryConditions } from '@postula/domain';
import type { EntryCondition, EntryRules } from '@postula/domain';

/**
 * Eligibility highlighting of the applications list (staff-side.md section 5): informational, never blocking. The
 * rule is the server's entry conditions (libs/domain) on the facts the list shows; only applications waiting for a
 * decision are checked (submitted, correction_review, correction_applicant). It reads these parts of a list row; no
 * additional data at all counts as missing data.
 */
export type ListedApplication = Pick<ApplicationListItem, 'status'> & {
  additional_info: Pick<ApplicationListItem['additional_info'], 'birth_date' | 'residence_city' | 'academic_average' | 'institution_type'> | null;
};

const CHECKED_STATUSES = new Set(['submitted', 'correction_review', 'correction_applicant']);

export interface Eligibility {
  /** Highlighted: a checked status with missing additional data, or at least one failing condition. */
  invalid: boolean;
  failing: Set<EntryCondition>;
  /** Counted on the day the server counts it (the deadline's), as the rule checks it. */
  age: number | null;
}

export function eligibilityOf(application: ListedApplication, rules: EntryRules): Eligibility {
  const info = application.additional_info;
  // The list carries no exam or income: those conditions are the auto-reject view's.
  const values = info && entryValuesOf({ graduation_grade: info.academic_average, institution_type: info.institution_type, birth_date: info.birth_date, city: info.residence_city, correct_answers: null, monthly_income: null }, rules);
  const age = values?.age ?? null;
  if (!CHECKED_STATUSES.has(application.status)) return { invalid: false, failing: new Set(), age };
  if (!values) return { invalid: true, failing: new Set(), age };
  const failing = new Set(failedEntryConditions(values, rules.eligibleCity));
  return { invalid: failing.size > 0, failing, age };
}
