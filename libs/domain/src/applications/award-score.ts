import type { ApplicationState } from './application.state.js';
import type { WaitingScore } from './places.decider.js';

/**
 * The weights of the waiting list's "score" order (programme file `award.scoreWeights`). Each part is on 0–10 before
 * its weight; the total is the weighted mean, so weights need not add up to anything.
 * - diagnostic: the diagnostic exam's percentage / 10;
 * - academic: the grade normalised to 10 (certificates grade on 10, 20 or 100);
 * - income: 10 × (1 − per-capita income / `incomeCeiling`), floored at 0: the step 8 monthly income divided by the
 *   household (the applicant and the members of step 5). Lower income ranks higher.
 */
export interface ScoreWeights {
  diagnostic: number;
  academic: number;
  income: number;
  /** Per-capita monthly income (dollars) at and above which the income part is 0. */
  incomeCeiling: number;
}

export const DEFAULT_SCORE_WEIGHTS: ScoreWeights = { diagnostic: 0.4, academic: 0.4, income: 0.2, incomeCeiling: 500 };

const round = (n: number) => Math.round(n * 100) / 100;
const clamp10 = (n: number) => Math.min(10, Math.max(0, n));

/** A grade on 10, 20 or 100 as a grade on 10. */
export const gradeOnTen = (grade: number) => clamp10(grade <= 10 ? grade : grade <= 20 ? grade / 2 : grade / 10);

/** The application's score and its parts; an unknown fact counts 0 for its part. */
export function waitingScoreOf(state: Pick<ApplicationState, 'exam' | 'sections' | 'members'>, weights: ScoreWeights): WaitingScore {
  const diagnostic = clamp10((state.exam?.percentage ?? 0) / 10);
  const grade = Number(state.sections.academic_details?.graduation_grade ?? 0);
  const academic = gradeOnTen(Number.isFinite(grade) ? grade : 0);
  const income = Number(state.sections.financial_summary?.monthly_income ?? 0);
  const perCapita = (Number.isFinite(income) ? income : 0) / (1 + Object.keys(state.members).length);
  const incomePart = weights.incomeCeiling > 0 ? clamp10(10 * (1 - perCapita / weights.incomeCeiling)) : 0;
  const weightSum = weights.diagnostic + weights.academic + weights.income;
  const total = weightSum > 0 ? (weights.diagnostic * diagnostic + weights.academic * academic + weights.income * incomePart) / weightSum : 0;
  return { total: round(total), diagnostic: round(diagnostic), academic: round(academic), income: round(incomePart) };
}
