import { describe, expect, it } from 'vitest';
import { reviewPeriod } from './review-period.js';

describe('the reviewer charts period', () => {
  it('runs from the programme first phase to tomorrow in its time zone', () => {
    const calendar = [{ from: '2025-03-03' }, { from: '2025-02-10' }];
    // 03:00 UTC on 1 March is still 28 February in Guayaquil.
    expect(reviewPeriod({ calendar, timezone: 'America/Guayaquil', server_time: '2025-03-01T03:00:00Z' })).toEqual({ start_date: '2025-02-10', end_date: '2025-03-01' });
    expect(reviewPeriod({ calendar, timezone: 'America/Guayaquil', server_time: '2025-12-31T20:00:00Z' }).end_date).toBe('2026-01-01');
  });
});
