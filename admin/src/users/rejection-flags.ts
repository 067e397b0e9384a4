import { ELIGIBLE_CITY } from '../applications/list/eligibility.js';

/** The facts the auto-reject view shows per application (GET applications/entry-conditions). */
export interface RejectionFacts {
  academic: { graduation_grade: number | null; institution_type: string | null };
  personal: { age: number | null };
  location: { city: string | null };
  diagnostic: { correct_answers: number | null };
  financial: { monthly_income: number | null };
}

export type RejectionCell = 'graduation_grade' | 'institution_type' | 'age' | 'city' | 'correct_answers' | 'monthly_income';

export const MIN_CORRECT_ANSWERS = 13;
export const MAX_MONTHLY_INCOME = 460;

/** A grade in a gap of the two scales: 0–8.49, 10.01–16.99 or 20.01–84.99 (spec section 5). */
const gradeFlagged = (grade: number) => (grade >= 0 && grade <= 8.49) || (grade >= 10.01 && grade <= 16.99) || (grade >= 20.01 && grade <= 84.99);

/** The cells the client rules flag in the auto-reject table (spec section 5, client rejection-highlight rules). */
export function rejectionFlags(row: RejectionFacts): Set<RejectionCell> {
  const flags = new Set<RejectionCell>();
  const { graduation_grade, institution_type } = row.academic;
  if (graduation_grade !== null && gradeFlagged(graduation_grade)) flags.add('graduation_grade');
  if (institution_type?.toLowerCase() === 'particular') flags.add('institution_type');
  if (row.location.city !== null && row.location.city.trim().toLowerCase() !== ELIGIBLE_CITY) flags.add('city');
  if (row.personal.age !== null && (row.personal.age <= 12 || row.personal.age >= 36)) flags.add('age');
  if (row.diagnostic.correct_answers !== null && row.diagnostic.correct_answers < MIN_CORRECT_ANSWERS) flags.add('correct_answers');
  if (row.financial.monthly_income !== null && row.financial.monthly_income > MAX_MONTHLY_INCOME) flags.add('monthly_income');
  return flags;
}

/** N of 'Total a rechazar: N postulantes': distinct applicants. */
export const distinctApplicants = (rows: { applicant: { id: string } }[]) => new Set(rows.map((r) => r.applicant.id)).size;
