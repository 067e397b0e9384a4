/**
 * Ready-made filters of the applications list (spec section 5): ages outside 13–35 and averages in the gaps of the
 * two scales, written as the list's own query parameters.
 */
export const QUICK_FILTERS = ['under_13', 'over_35', 'average_10', 'average_20'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** `YYYY-MM-DD` moved by whole years and days (29 February falls back to 28 in other years). */
function shift(day: string, years: number, days = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y + years, m - 1, Math.min(d, new Date(Date.UTC(y + years, m, 0)).getUTCDate()) + days));
  return date.toISOString().slice(0, 10);
}

export function quickFilterParams(preset: QuickFilter, today: string): Record<string, string> {
  switch (preset) {
    case 'under_13': // 12 years old or less, born at least a year ago
      return { birth_date_from: shift(today, -13, 1), birth_date_to: shift(today, -1) };
    case 'over_35': // 36 or more, up to 99
      return { birth_date_from: shift(today, -100, 1), birth_date_to: shift(today, -36) };
    case 'average_10':
      return { academic_average_min: '0', academic_average_max: '8.49' };
    case 'average_20':
      return { academic_average_min: '11', academic_average_max: '16.99' };
  }
}
