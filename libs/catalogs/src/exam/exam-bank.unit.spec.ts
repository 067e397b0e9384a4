import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAM_LEVELS, bundledExamQuestionsFile, loadExamBank, parseExamBank, publicExam } from '@postula/catalogs';

const tempFile = (content: unknown) => {
  const file = join(mkdtempSync(join(tmpdir(), 'exam-bank-')), 'questions.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

const question = (id: number, level: string) => ({ id, level, question: `Q${id}`, option_a: 'x', option_b: 'y', option_c: 'z', correct_option: 'a' });

describe('exam question bank', () => {
  it('ships 40 questions, 10 per level A1–B2, with three distinct options and a correct one', () => {
    const bank = loadExamBank();
    expect(bank).toHaveLength(40);
    for (const level of EXAM_LEVELS) expect(bank.filter((q) => q.level === level)).toHaveLength(10);
    expect(new Set(bank.map((q) => q.id)).size).toBe(40);
    expect(new Set(bank.map((q) => q.question)).size).toBe(40);
    for (const q of bank) expect(['a', 'b', 'c']).toContain(q.correct_option);
    // The answer key is spread over the three letters.
    for (const option of ['a', 'b', 'c']) expect(bank.filter((q) => q.correct_option === option).length).toBeGreaterThanOrEqual(10);
  });

  it('reads another bank file when given one (EXAM_QUESTIONS_FILE of the configuration)', () => {
    const file = tempFile({ questions: EXAM_LEVELS.map((level, i) => question(i + 1, level)) });
    expect(loadExamBank(file).map((q) => q.id)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a bank with a duplicate id, a missing level, a bad option or broken JSON, naming the file', () => {
    const base = EXAM_LEVELS.map((level, i) => question(i + 1, level));
    expect(() => parseExamBank({ questions: [...base, question(1, 'A1')] })).toThrow(/duplicate id 1/);
    expect(() => parseExamBank({ questions: base.filter((q) => q.level !== 'B2') })).toThrow(/no question of level B2/);
    expect(() => parseExamBank({ questions: [{ ...base[0], correct_option: 'd' }, ...base.slice(1)] })).toThrow(/correct_option/);
    expect(() => parseExamBank({ questions: [{ ...base[0], option_b: 'x' }, ...base.slice(1)] })).toThrow(/options must differ/);
    const broken = tempFile('{"questions": [');
    expect(() => loadExamBank(broken)).toThrow(new RegExp(`Cannot read exam question bank ${broken}`));
    expect(() => loadExamBank(tempFile({ questions: [] }))).toThrow(/Invalid exam question bank .*no question of level A1/);
  });

  it('gives the public exam grouped by level without the correct options', () => {
    const bank = loadExamBank(bundledExamQuestionsFile());
    const exam = publicExam(bank);
    expect(Object.keys(exam)).toEqual(['A1', 'A2', 'B1', 'B2']);
    expect(exam.A1).toHaveLength(10);
    expect(Object.keys(exam.B2[0]).sort()).toEqual(['id', 'option_a', 'option_b', 'option_c', 'question']);
    expect(JSON.stringify(exam)).not.toContain('correct_option');
  });

  it('is the bundled data file', () => {
    expect(JSON.parse(readFileSync(bundledExamQuestionsFile(), 'utf8')).questions).toHaveLength(40);
    expect(bundledExamQuestionsFile()).toMatch(/libs\/catalogs\/data\/exam-questions\.json$/);
  });
});
