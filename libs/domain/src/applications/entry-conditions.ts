import { ageOn } from '@postula/catalogs';
import { dayIn } from '@postula/validation';
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
  /** The exam's minimum (the programme's `exam.minCorrectAnswers`). */
  minCorrectAnswers: number;
}

/** The fixed limits; the exam's minimum is the programme's setting, this its default. */
export const ENTRY_LIMITS = { minAge: 13, maxAge: 35, minCorrectAnswers: 13, maxIncome: 460 } as const;

/** What applicants are told of the exam (landing, dashboard, exam page): its minimum decides, as the rule below does. */
export const examMinimumNotice = (minCorrectAnswers: number) =>
  `Una evaluación de inglés de opción múltiple: necesitas al menos ${minCorrectAnswers} respuestas correctas para que tu postulación continúe.`;

/** What the applicant's exam result means for the application (exam page and dashboard), said with the minimum. */
export function examResultMeaning(correctAnswers: number, minCorrectAnswers: number): { meetsMinimum: boolean; text: string } {
  return correctAnswers >= minCorrectAnswers
    ? { meetsMinimum: true, text: `Alcanzaste el mínimo de ${minCorrectAnswers} respuestas correctas: continúa con el formulario de postulación.` }
    : {
        meetsMinimum: false,
        text: `No alcanzaste el mínimo de ${minCorrectAnswers} respuestas correctas, un requisito de ingreso: tu postulación no continuará y, si la envías, será rechazada. No necesitas llenar el formulario.`,
      };
}

/** The rules from the programme (config/programme.json, GET public/programme): the day ages are counted on, the city, the exam's minimum. */
export const entryRulesOf = (programme: { deadline: string; timezone: string; eligibleCity: string; exam?: { minCorrectAnswers: number } }): EntryRules => ({
  ageDay: dayIn(programme.deadline, programme.timezone),
  eligibleCity: programme.eligibleCity,
  minCorrectAnswers: programme.exam?.minCorrectAnswers ?? ENTRY_LIMITS.minCorrectAnswers,
});

/** One entry condition, named by the fact it checks. */
export type EntryCondition = 'graduation_grade' | 'institution_type' | 'city' | 'age' | 'correct_answers' | 'monthly_income';

/** The facts with the age already counted (what GET applications/entry-conditions shows per row). */
export type EntryValues = Omit<EntryFacts, 'birth_date'> & { age: number | null };

export const entryValuesOf = (f: EntryFacts, rules: EntryRules): EntryValues => {
  const { birth_date, ...rest } = f;
  return { ...rest, age: birth_date === null ? null : ageOn(birth_date, rules.ageDay) };
};

/** Outside 8.5–10 (of 10), 17–20 (of 20) and 85–100 (of 100): the flagged ranges 0–8.49, 10.01–16.99, 20.01–84.99. */
const gradeOutOfRange = (g: number) => g < 8.5 || (g > 10 && g < 17) || (g > 20 && g < 85);

const sameCity = (a: string, b: string) => a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

/** The conditions the values fail, in the order of the spec; unknown values pass. */
export function failedEntryConditions(v: EntryValues, eligibleCity: string, minCorrectAnswers: number = ENTRY_LIMITS.minCorrectAnswers): EntryCondition[] {
  const failed: EntryCondition[] = [];
  if (v.graduation_grade !== null && gradeOutOfRange(v.graduation_grade)) failed.push('graduation_grade');
  if (v.institution_type === 'particular') failed.push('institution_type');
  if (v.city !== null && !sameCity(v.city, eligibleCity)) failed.push('city');
  if (v.age !== null && (v.age < ENTRY_LIMITS.minAge || v.age > ENTRY_LIMITS.maxAge)) failed.push('age');
  if (v.correct_answers !== null && v.correct_answers < minCorrectAnswers) failed.push('correct_answers');
  if (v.monthly_income !== null && v.monthly_income > ENTRY_LIMITS.maxIncome) failed.push('monthly_income');
  return failed;
}

const FAILURE_TEXT: Record<EntryCondition, (v: EntryValues, eligibleCity: string, minCorrectAnswers: number) => string> = {
  graduation_grade: (v) => `Promedio académico fuera de los rangos aceptados (${v.graduation_grade})`,
  institution_type: () => 'Institución educativa particular',
  city: (v, city) => `Ciudad de residencia distinta de ${city} (${v.city})`,
  age: (v) => `Edad fuera del rango de ${ENTRY_LIMITS.minAge} a ${ENTRY_LIMITS.maxAge} años (${v.age} años)`,
  correct_answers: (v, _city, min) => `Menos de ${min} respuestas correctas en el examen diagnóstico (${v.correct_answers})`,
  monthly_income: (v) => `Ingreso mensual mayor a $${ENTRY_LIMITS.maxIncome} (${v.monthly_income})`,
};

/** The failed conditions, in Spanish, in the order of the spec; empty when the application meets them (unknown facts pass). */
export function entryConditionFailures(f: EntryFacts, rules: EntryRules): string[] {
  const values = entryValuesOf(f, rules);
  return failedEntryConditions(values, rules.eligibleCity, rules.minCorrectAnswers).map((condition) => FAILURE_TEXT[condition](values, rules.eligibleCity, rules.minCorrectAnswers));
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
