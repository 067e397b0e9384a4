import { randomUUID } from 'node:crypto';
import { testDatabases } from '../../../test/support/databases.js';
import { projectorBed, recorded } from '../projector.fixture.js';
import { examResultsProjector } from './exam-results.projector.js';

describe.each(testDatabases())('exam-results projector ($label)', ({ url }) => {
  const bed = projectorBed(url);
  beforeAll(() => bed.migrate());
  afterAll(() => bed.close());

  it('records each applicant’s graded exam once', async () => {
    const [ana, beto] = [randomUUID(), randomUUID()];
    const exam = (applicantId: string, correct: number) =>
      recorded(`application-${applicantId}`, 0, 'ExamCompleted', {
        applicantId,
        answers: [{ question_id: 1, selected_option: 'a' }],
        correctAnswers: correct,
        totalQuestions: 10,
        percentage: correct * 10,
        levelAchieved: correct > 5 ? 'B1' : 'A2',
        completedAt: '2025-03-01T10:00:00.000Z',
      });
    const events = [exam(ana, 7), exam(beto, 3)];
    const rows = await bed.projectBothWays(examResultsProjector, [...events, events[0]], async (client) =>
      (await client.query('SELECT application_id, answers, correct_answers, percentage, level_achieved FROM read.exam_results WHERE application_id = ANY($1) ORDER BY correct_answers', [[ana, beto]])).rows,
    );
    expect(rows).toEqual([
      { application_id: beto, answers: [{ question_id: 1, selected_option: 'a' }], correct_answers: 3, percentage: '30.00', level_achieved: 'A2' },
      { application_id: ana, answers: [{ question_id: 1, selected_option: 'a' }], correct_answers: 7, percentage: '70.00', level_achieved: 'B1' },
    ]);
  });
});
