import { z } from 'zod';

export const EXAM_LEVELS = ['A1', 'A2', 'B1', 'B2'] as const;
export type ExamLevel = (typeof EXAM_LEVELS)[number];

export const EXAM_OPTIONS = ['a', 'b', 'c'] as const;
export type ExamOption = (typeof EXAM_OPTIONS)[number];

const text = z.string().trim().min(1);

const examQuestionSchema = z
  .object({
    id: z.number().int().positive(),
    level: z.enum(EXAM_LEVELS),
    question: text,
    option_a: text,
    option_b: text,
    option_c: text,
    correct_option: z.enum(EXAM_OPTIONS),
  })
  .refine((q) => new Set([q.option_a, q.option_b, q.option_c]).size === 3, 'the three options must differ');

/** A question bank file: `{"questions": [...]}`, ids unique, at least one question per level. */
export const examBankSchema = z
  .object({ questions: z.array(examQuestionSchema) })
  .superRefine(({ questions }, ctx) => {
    const seen = new Set<number>();
    questions.forEach((q, i) => {
      if (seen.has(q.id)) ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: `duplicate id ${q.id}` });
      seen.add(q.id);
    });
    for (const level of EXAM_LEVELS)
      if (!questions.some((q) => q.level === level)) ctx.addIssue({ code: 'custom', path: ['questions'], message: `no question of level ${level}` });
  });

export type ExamQuestion = z.infer<typeof examQuestionSchema>;

/** The questions in file order, correct options included: server side only. */
export type ExamBank = readonly ExamQuestion[];

/** Validates a parsed bank file; `source` names it in the error. */
export function parseExamBank(raw: unknown, source = 'exam bank'): ExamBank {
  const parsed = examBankSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid exam question bank ${source}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
  return parsed.data.questions;
}

// Kept out of a `new URL('literal', import.meta.url)` so a browser bundler never copies the answer key into its output.
const BUNDLED_BANK = '../../data/exam-questions.json';

/** The bank shipped in libs/catalogs/data (the configuration's EXAM_QUESTIONS_FILE replaces it). */
export const bundledExamQuestionsFile = (): string => decodeURIComponent(new URL(BUNDLED_BANK, import.meta.url).pathname);

/**
 * Reads and validates a bank file (Node only). node:fs comes through process.getBuiltinModule, not an import, so this
 * library stays importable by the browser bundles that need the other catalogs.
 */
export function loadExamBank(file = bundledExamQuestionsFile()): ExamBank {
  const { readFileSync } = process.getBuiltinModule('node:fs');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read exam question bank ${file}: ${(error as Error).message}`);
  }
  return parseExamBank(raw, file);
}
