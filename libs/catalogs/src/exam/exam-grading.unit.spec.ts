import { BELOW_A1, EXAM_LEVELS, examReview, gradeExam, parseExamBank, type ExamAnswerInput, type ExamOption } from '@postula/catalogs';

// Five questions per level, correct option always 'a'.
const bank = parseExamBank({
  questions: EXAM_LEVELS.flatMap((level, l) =>
    [1, 2, 3, 4, 5].map((n) => ({ id: l * 5 + n, level, question: `${level} ${n}`, option_a: 'right', option_b: 'wrong', option_c: 'other', correct_option: 'a' })),
  ),
});

/** `right[level]` questions answered correctly per level, the rest wrongly. */
const answering = (right: Record<string, number>): ExamAnswerInput[] =>
  bank.map((q) => ({ question_id: q.id, selected_option: ((q.id - 1) % 5 < (right[q.level] ?? 0) ? 'a' : 'b') as ExamOption }));

describe('gradeExam', () => {
  it('counts correct answers, the total and the percentage', () => {
    const result = gradeExam(bank, answering({ A1: 5, A2: 4, B1: 1 }));
    expect(result).toMatchObject({ correct_answers: 10, total_questions: 20, percentage: 50 });
    expect(result.by_level).toEqual({ A1: { correct: 5, total: 5 }, A2: { correct: 4, total: 5 }, B1: { correct: 1, total: 5 }, B2: { correct: 0, total: 5 } });
  });

  it('rounds the percentage to two decimals', () => {
    const three = parseExamBank({ questions: EXAM_LEVELS.map((level, i) => ({ id: i + 1, level, question: level, option_a: '1', option_b: '2', option_c: '3', correct_option: 'b' })).concat([]) });
    expect(gradeExam(three, [{ question_id: 1, selected_option: 'b' }]).percentage).toBe(25);
    const six = parseExamBank({ questions: [...Array(6)].map((_, i) => ({ id: i + 1, level: EXAM_LEVELS[i % 4], question: `${i}`, option_a: '1', option_b: '2', option_c: '3', correct_option: 'a' })) });
    expect(gradeExam(six, [{ question_id: 1, selected_option: 'a' }]).percentage).toBe(16.67);
  });

  it('achieves the highest level passed at 60% with every lower level passed', () => {
    expect(gradeExam(bank, answering({ A1: 3, A2: 3, B1: 3, B2: 3 })).level_achieved).toBe('B2');
    expect(gradeExam(bank, answering({ A1: 5, A2: 5, B1: 2, B2: 5 })).level_achieved).toBe('A2');
    expect(gradeExam(bank, answering({ A1: 3, A2: 2, B1: 5, B2: 5 })).level_achieved).toBe('A1');
  });

  it('gives Pre-A1 below 60% of A1, and ignores answers to unknown questions', () => {
    expect(gradeExam(bank, answering({ A1: 2, A2: 5, B1: 5, B2: 5 })).level_achieved).toBe(BELOW_A1);
    expect(gradeExam(bank, [{ question_id: 999, selected_option: 'a' }])).toMatchObject({ correct_answers: 0, level_achieved: 'Pre-A1', percentage: 0 });
  });
});

describe('examReview', () => {
  it('lists every question with the chosen and the correct option', () => {
    const review = examReview(bank, [{ question_id: 1, selected_option: 'a' }, { question_id: 2, selected_option: 'c' }]);
    expect(review).toHaveLength(20);
    expect(review[0]).toEqual({ question_id: 1, level: 'A1', question: 'A1 1', options: { a: 'right', b: 'wrong', c: 'other' }, selected_option: 'a', correct_option: 'a', is_correct: true });
    expect(review[1]).toMatchObject({ selected_option: 'c', is_correct: false });
    expect(review[2]).toMatchObject({ selected_option: null, is_correct: false });
  });
});
