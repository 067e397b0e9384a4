import { describe, expect, it } from 'vitest';
import { canJumpTo, digitsOnly, pageWindow } from './page-window.js';

describe('pagination of the lists', () => {
  it('shows a window of 5 pages with ellipses where pages are skipped', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis']);
    expect(pageWindow(10, 20)).toEqual(['start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis']);
    expect(pageWindow(20, 20)).toEqual(['start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps digits only in the page-jump input and allows pages 1 to the total', () => {
    expect(digitsOnly('1a2-3')).toBe('123');
    expect(canJumpTo('1', 7)).toBe(true);
    expect(canJumpTo('7', 7)).toBe(true);
    expect(canJumpTo('0', 7)).toBe(false);
    expect(canJumpTo('8', 7)).toBe(false);
    expect(canJumpTo('', 7)).toBe(false);
  });
});
