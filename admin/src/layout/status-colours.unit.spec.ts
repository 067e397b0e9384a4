import { STAFF_STATUSES } from '@postula/contract';
import { describe, expect, it } from 'vitest';
import { reviewerColours, STATUS_COLOURS } from './status-colours.js';

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('status colours', () => {
  it('give every status its own colour', () => {
    const colours = STAFF_STATUSES.map((status) => STATUS_COLOURS[status]);
    expect(colours.every(Boolean)).toBe(true);
    expect(new Set(colours).size).toBe(STAFF_STATUSES.length);
  });

  it('keep white chip text readable (4.5:1)', () => {
    for (const colour of Object.values(STATUS_COLOURS)) expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('give twelve series of six reviewers twelve colours', () => {
    const colours = reviewerColours(6).flatMap((c) => [c.dark, c.light]);
    expect(new Set(colours).size).toBe(12);
  });
});
