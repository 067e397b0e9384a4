import { loadExamBank } from '@postula/catalogs';
import { mainTestDatabase, testPool } from '../support/databases.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, events, expectOk, newApplicant, personalDetails } from './applications.fixture.js';

describe('diagnostic exam over HTTP', () => {
  let system: TestSystem;
  const reader = events();
  const pool = testPool(mainTestDatabase().url, 2);
  const bank = loadExamBank();
  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
    await pool.end();
  });

  const allAnswers = (choose: (id: number) => string) => bank.map((q) => ({ question_id: q.id, selected_option: choose(q.id) }));

  it('serves 40 questions in four groups of ten and never the correct options', async () => {
    const client = await newApplicant(system.url, reader);
    const res = expectOk(await client.get('diagnostic/exam'));
    expect(Object.keys(res.body)).toEqual(['A1', 'A2', 'B1', 'B2']);
    for (const group of Object.values(res.body) as object[][]) {
      expect(group).toHaveLength(10);
      for (const q of group) expect(Object.keys(q).sort()).toEqual(['id', 'option_a', 'option_b', 'option_c', 'question']);
    }
    expect(JSON.stringify(res.body)).not.toContain('correct_option');
  });

  it('refuses unanswered questions with the count and stores nothing', async () => {
    const client = await newApplicant(system.url, reader);
    const res = await client.send('post', 'diagnostic/submit', { answers: allAnswers(() => 'a').slice(0, 37) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 'error', message: 'Te faltan 3 pregunta(s) por contestar.', errors: { answers: ['Te faltan 3 pregunta(s) por contestar.'] } });
    const empty = await client.send('post', 'diagnostic/submit', {});
    expect([empty.status, empty.body.errors]).toEqual([422, { answers: ['Las respuestas son requeridas'] }]);
    expect(await reader.stream(`application-${client.id}`)).toEqual([]);
    expect((await client.get('diagnostic/status')).body).toEqual({ has_completed_exam: false, correct_answers: null, total_questions: null, minimum_correct_answers: 13, meets_minimum: null, meaning: null });
  });

  it('grades on the server, records the result once and opens the form', async () => {
    const client = await newApplicant(system.url, reader);
    const correct = new Map(bank.map((q) => [q.id, q.correct_option]));
    // Right on A1 and A2 only: 20 of 40, level A2.
    const answers = allAnswers((id) => (bank.find((q) => q.id === id)!.level.startsWith('A') ? correct.get(id)! : correct.get(id) === 'a' ? 'b' : 'a'));
    expectOk(await client.send('post', 'diagnostic/submit', { answers }));
    expect((await client.get('diagnostic/status')).body).toMatchObject({ has_completed_exam: true, correct_answers: 20, total_questions: 40, minimum_correct_answers: 13, meets_minimum: true });
    const row = await eventually(async () => (await pool.query('SELECT * FROM read.exam_results WHERE application_id = $1', [client.id])).rows[0]);
    expect(row).toMatchObject({ correct_answers: 20, total_questions: 40, percentage: '50.00', level_achieved: 'A2' });
    expect(row.answers).toHaveLength(40);

    const again = await client.send('post', 'diagnostic/submit', { answers });
    expect([again.status, again.body.message]).toEqual([409, 'Ya completaste la evaluación diagnóstica; solo se rinde una vez']);
    expectOk(await client.send('post', 'application/personal-details', personalDetails()));
  });

  it('takes only one of two exams sent at once', async () => {
    const client = await newApplicant(system.url, reader);
    const answers = allAnswers(() => 'b');
    const results = await Promise.all([client.send('post', 'diagnostic/submit', { answers }), client.send('post', 'diagnostic/submit', { answers })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await reader.stream(`application-${client.id}`)).map((e) => e.type)).toEqual(['ExamCompleted']);
  });
});
