import { describe, expect, it } from 'vitest';
import { resultSeen } from './result-seen.js';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('the in-review modal, once per status', () => {
  it('is pending until seen, then not for the same status; a later status or a decision shows again', () => {
    const seen = resultSeen(memory(), 'a1');
    expect(seen.isPending('submitted')).toBe(true);
    seen.markSeen('submitted');
    expect(seen.isPending('submitted')).toBe(false);
    expect(seen.isPending('under_review')).toBe(true);
    seen.markSeen('under_review');
    expect(seen.isPending('under_review')).toBe(false);
    seen.markSeen('rejected');
    expect(seen.isPending('rejected')).toBe(true);
  });

  it('keeps each account apart', () => {
    const storage = memory();
    resultSeen(storage, 'a1').markSeen('submitted');
    expect(resultSeen(storage, 'a2').isPending('submitted')).toBe(true);
  });
});
