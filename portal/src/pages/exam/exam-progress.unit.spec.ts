import { describe, expect, it } from 'vitest';
import { examProgress } from './exam-progress.js';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
};

describe('examProgress', () => {
  it('keeps the answers and the page per account until cleared', () => {
    const storage = memory();
    const ana = examProgress(storage, 'ana');
    ana.save({ answers: { 3: 'b', 17: 'c' }, page: 2 });
    expect(examProgress(storage, 'ana').load()).toEqual({ answers: { 3: 'b', 17: 'c' }, page: 2 });
    expect(examProgress(storage, 'luis').load()).toEqual({ answers: {}, page: 0 });
    ana.clear();
    expect(ana.load()).toEqual({ answers: {}, page: 0 });
  });

  it('drops what is not a question id with a, b or c, and survives garbage', () => {
    const storage = memory();
    storage.setItem('postula:evaluacion:ana', JSON.stringify({ answers: { 1: 'a', 2: 'z', x: 'b' }, page: -1 }));
    expect(examProgress(storage, 'ana').load()).toEqual({ answers: { 1: 'a' }, page: 0 });
    storage.setItem('postula:evaluacion:ana', '{not json');
    expect(examProgress(storage, 'ana').load()).toEqual({ answers: {}, page: 0 });
  });
});
