import { EXAM_OPTIONS, type ExamAnswerInput } from '@postula/catalogs';
import { z } from 'zod';
import { stepSchema } from './step-schema.js';

export const unansweredMessage = (count: number) => `Te faltan ${count} pregunta(s) por contestar.`;

const questionId = z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.number({ error: 'Pregunta no válida' }).int('Pregunta no válida'));

/** Blank counts as unanswered. */
const selectedOption = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(EXAM_OPTIONS, { error: 'Seleccione una opción válida (a, b o c)' }).nullable(),
);

const answerSchema = z.object({ question_id: questionId, selected_option: selectedOption }, { error: 'Respuesta no válida' });
const answersSchema = z.array(answerSchema, { error: 'Las respuestas son requeridas' });

/**
 * POST diagnostic/submit: `{answers: [{question_id, selected_option}]}` for exactly the exam's questions, each once,
 * every one answered with a, b or c. Errors sit under `answers` (or `answers.N.field` for a malformed entry).
 */
export const examAnswersSchema = (questionIds: readonly number[]) => {
  const exam = new Set(questionIds);
  return stepSchema<{ answers: ExamAnswerInput[] }>((_input, field, fail) => {
    const entries = field('answers', answersSchema);
    if (!entries) return { answers: [] };
    const answers: ExamAnswerInput[] = [];
    const seen = new Set<number>();
    for (const { question_id, selected_option } of entries) {
      if (!exam.has(question_id)) fail('answers', `La pregunta ${question_id} no pertenece al examen`);
      else if (seen.has(question_id)) fail('answers', `La pregunta ${question_id} tiene más de una respuesta`);
      else if (selected_option) answers.push({ question_id, selected_option });
      seen.add(question_id);
    }
    const answered = new Set(answers.map((a) => a.question_id));
    const missing = questionIds.filter((id) => !answered.has(id)).length;
    if (missing) fail('answers', unansweredMessage(missing));
    return { answers };
  });
};
