import type { ExamCompleted } from '@postula/domain';
import type { Projector } from '@postula/platform';

/** read.exam_results: one graded exam per applicant (the exam is answered once). */
export const examResultsProjector: Projector = {
  name: 'exam-results',
  tables: ['read.exam_results'],
  handles: ['ExamCompleted'],
  async apply(client, event) {
    const d = event.data as unknown as ExamCompleted['data'];
    await client.query(
      `INSERT INTO read.exam_results (application_id, answers, correct_answers, total_questions, percentage, level_achieved, completed_at)
       VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7) ON CONFLICT (application_id) DO NOTHING`,
      [d.applicantId, JSON.stringify(d.answers), d.correct_answers, d.total_questions, d.percentage, d.level_achieved, d.completedAt],
    );
  },
};
