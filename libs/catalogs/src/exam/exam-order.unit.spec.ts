import { examOrderFor } from './exam-order.js';

describe('examOrderFor', () => {
  const questions = Array.from({ length: 40 }, (_, i) => i + 1);
  const ana = '5b0f7a52-3c1e-4d8e-9f60-1a2b3c4d5e6f';
  const luis = 'c3d9e2f1-7a6b-4c5d-8e9f-0a1b2c3d4e5f';

  it('gives the same applicant the same order every time', () => {
    expect(examOrderFor(questions, ana)).toEqual(examOrderFor(questions, ana));
  });

  it('keeps every question once, shuffled, and differs between applicants', () => {
    const order = examOrderFor(questions, ana);
    expect([...order].sort((a, b) => a - b)).toEqual(questions);
    expect(order).not.toEqual(questions);
    expect(examOrderFor(questions, luis)).not.toEqual(order);
  });

  it('leaves the given list untouched', () => {
    const copy = [...questions];
    examOrderFor(questions, ana);
    expect(questions).toEqual(copy);
  });
});
