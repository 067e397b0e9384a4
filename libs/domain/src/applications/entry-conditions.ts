import { ageOn } from '@postula/catalogs';
import type { ApplicationState } from './application.state.js';

/**
 * The entry conditions of staff-side.md section 5 ("client rejection-highlight rules"): the one rule that both
 * GET applications/entry-conditions (on read models) and the AutoRejectApplication decision (on the stream) apply.
 */
export interface EntryFacts {
  graduation_grade: number | null;
  institution_type: string | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
  city: string | null;
  correct_answers: number | null;
  /** The household's monthly income (financial summary). */
  monthly_income: number | null;
}

export interface EntryRules {
  /** The day ages are counted on (the deadline's day in the programme's time zone, like the form's age rule). */
  ageDay: string;
  eligibleCity: string;
}

export const ENTRY_LIMITS = { minAge: 13, maxAge: 35, minCorrectAnswers: 13, maxIncome: 460 } as const;

/** What applicants are told of the exam (landing, dashboard, exam page): its minimum decides, as the rule below does. */
export const EXAM_MINIMUM_NOTICE = `Una evaluación de inglés de opción múltiple: necesitas al menos ${ENTRY_LIMITS.minCorrectAnswers} respuestas correctas para que tu postulación continúe.`;

/** Outside 8.5–10 (of 10), 17–20 (of 20) and 85–100 (of 100): the flagged ranges 0–8.49, 10.01–16.99, 20.01–84.99. */
const gradeOutOfRange = (g: number) => g < 8.5 || (g > 10 && g < 17) || (g > 20 && g < 85);

const sameCity = (a: string, b: string) => a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

/** The failed conditions, in Spanish, in the order of the spec; empty when the application meets them (unknown facts pass). */
export function entryConditionFailures(f: EntryFacts, rules: EntryRules): string[] {
  const failures: string[] = [];
  if (f.graduation_grade !== null && gradeOutOfRange(f.graduation_grade)) failures.push(`Promedio académico fuera de los rangos aceptados (${f.graduation_grade})`);
  if (f.institution_type === 'particular') failures.push('Institución educativa particular');
  if (f.city !== null && !sameCity(f.city, rules.eligibleCity)) failures.push(`Ciudad de residencia distinta de ${rules.eligibleCity} (${f.city})`);
  if (f.birth_date !== null) {
    const age = ageOn(f.birth_date, rules.ageDay);
    if (age < ENTRY_LIMITS.minAge || age > ENTRY_LIMITS.maxAge) failures.push(`Edad fuera del rango de ${ENTRY_LIMITS.minAge} a ${ENTRY_LIMITS.maxAge} años (${age} años)`);
  }
  if (f.correct_answers !== null && f.correct_answers < ENTRY_LIMITS.minCorrectAnswers)
    failures.push(`Menos de ${ENTRY_LIMITS.minCorrectAnswers} respuestas correctas en el examen diagnóstico (${f.correct_answers})`);
  if (f.monthly_income !== null && f.monthly_income > ENTRY_LIMITS.maxIncome) failures.push(`Ingreso mensual mayor a $${ENTRY_LIMITS.maxIncome} (${f.monthly_income})`);
  return failures;
}

/** The reason text of `entry_condition` and of AutoRejected. */
export const entryConditionReason = (failures: readonly string[]) => failures.join('; ');

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** The facts as the aggregate holds them. */
export const entryFactsOf = (state: Pick<ApplicationState, 'sections' | 'exam'>): EntryFacts => ({
  graduation_grade: num(state.sections.academic_details?.graduation_grade),
  institution_type: str(state.sections.academic_details?.institution_type),
  birth_date: str(state.sections.personal_details?.date_of_birth),
  city: str(state.sections.address_details?.city),
  correct_answers: state.exam?.correctAnswers ?? null,
  monthly_income: num(state.sections.financial_summary?.monthly_income),
});
