import type { ExamCompleted } from '@postula/domain';
import { writeAll } from '@postula/platform';
import type { Projector } from '@postula/platform';

const INSERT = `INSERT INTO read.exam_results (application_id, answers, correct_answers, total_questions, percentage, level_achieved, completed_at)
  SELECT * FROM jsonb_to_recordset($1::jsonb)
    AS r(application_id uuid, answers jsonb, correct_answers integer, total_questions integer, percentage numeric, level_achieved text, completed_at timestamptz)
  ON CONFLICT (application_id) DO NOTHING`;

/** read.exam_results: one graded exam per applicant (the exam is answered once). */
export const examResultsProjector: Projector = {
  name: 'exam-results',
  tables: ['read.exam_results'],
  handles: ['ExamCompleted'],
  apply: (client, events) =>
    writeAll(client, events, (event) => {
      const d = event.data as unknown as ExamCompleted['data'];
      return [
        {
          sql: INSERT,
          row: {
            application_id: d.applicantId,
            answers: d.answers,
            correct_answers: d.correctAnswers,
            total_questions: d.totalQuestions,
            percentage: d.percentage,
            level_achieved: d.levelAchieved,
            completed_at: d.completedAt,
          },
        },
      ];
    }),
};
