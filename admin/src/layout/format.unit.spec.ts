import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './format.js';

describe('Spanish numbers of the staff panel', () => {
  it('write a decimal comma and group thousands from five digits on', () => {
    expect(formatNumber(9.2)).toBe('9,2');
    expect(formatNumber(21.857)).toBe('21,86');
    expect(formatNumber(2022)).toBe('2022');
    expect(formatNumber(12345.5)).toBe('12.345,5');
    expect(formatNumber(null)).toBe('');
  });

  it('give fixed decimals when asked (the daily average) and percentages with one', () => {
    expect(formatNumber(21.5, 2)).toBe('21,50');
    expect(formatPercent(80.1)).toBe('80,1 %');
    expect(formatPercent(50)).toBe('50,0 %');
  });
});
