import { EXAM_LEVELS, type ExamBank, type ExamLevel, type ExamOption } from './exam-bank.js';

export interface PublicExamQuestion {
  id: number;
  question: string;
  option_a: string;
  option_b: string;
  option_c: string;
}

/** What GET diagnostic/exam sends: the questions grouped by level, never the correct options. */
export type PublicExam = Record<ExamLevel, PublicExamQuestion[]>;

export interface ExamAnswerInput {
  question_id: number;
  selected_option: ExamOption;
}

/** Below A1's pass mark. */
export const BELOW_A1 = 'Pre-A1';
export type LevelAchieved = ExamLevel | typeof BELOW_A1;

/** A level counts as passed with at least this percentage of its questions right (docs/decisions.md, "Applicant data"). */
export const LEVEL_PASS_PERCENT = 60;

export interface ExamResult {
  correct_answers: number;
  total_questions: number;
  /** 0–100, two decimals. */
  percentage: number;
  level_achieved: LevelAchieved;
  by_level: Record<ExamLevel, { correct: number; total: number }>;
}

export interface ExamReviewQuestion {
  question_id: number;
  level: ExamLevel;
  question: string;
  options: Record<ExamOption, string>;
  selected_option: ExamOption | null;
  correct_option: ExamOption;
  is_correct: boolean;
}

export function publicExam(bank: ExamBank): PublicExam {
  const exam = Object.fromEntries(EXAM_LEVELS.map((level) => [level, [] as PublicExamQuestion[]])) as PublicExam;
  for (const { id, level, question, option_a, option_b, option_c } of bank) exam[level].push({ id, question, option_a, option_b, option_c });
  return exam;
}

const selections = (answers: readonly ExamAnswerInput[]) => new Map(answers.map((a) => [a.question_id, a.selected_option]));

/**
 * Correct count, percentage, and the level achieved: the highest level whose questions are at least 60% right with
 * every lower level passed too (a lucky B2 guess does not lift someone who failed A2). Answers to ids outside the
 * bank are ignored; the caller refuses them before grading.
 */
export function gradeExam(bank: ExamBank, answers: readonly ExamAnswerInput[]): ExamResult {
  const chosen = selections(answers);
  const by_level = Object.fromEntries(EXAM_LEVELS.map((level) => [level, { correct: 0, total: 0 }])) as ExamResult['by_level'];
  for (const q of bank) {
    by_level[q.level].total++;
    if (chosen.get(q.id) === q.correct_option) by_level[q.level].correct++;
  }
  const correct_answers = EXAM_LEVELS.reduce((n, level) => n + by_level[level].correct, 0);
  let level_achieved: LevelAchieved = BELOW_A1;
  for (const level of EXAM_LEVELS) {
    const { correct, total } = by_level[level];
    if (correct * 100 < LEVEL_PASS_PERCENT * total) break;
    level_achieved = level;
  }
  const total_questions = bank.length;
  const percentage = total_questions ? Math.round((correct_answers / total_questions) * 10000) / 100 : 0;
  return { correct_answers, total_questions, percentage, level_achieved, by_level };
}

/** The staff view of an answered exam: every question with the applicant's choice and the correct one. */
export function examReview(bank: ExamBank, answers: readonly ExamAnswerInput[]): ExamReviewQuestion[] {
  const chosen = selections(answers);
  return bank.map((q) => {
    const selected_option = chosen.get(q.id) ?? null;
    return {
      question_id: q.id,
      level: q.level,
      question: q.question,
      options: { a: q.option_a, b: q.option_b, c: q.option_c },
      selected_option,
      correct_option: q.correct_option,
      is_correct: selected_option === q.correct_option,
    };
  });
}
