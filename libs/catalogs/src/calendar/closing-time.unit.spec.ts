import { formatClosingTime } from './closing-time.js';

describe('a closing time as applicants read it', () => {
  it("says the day and the hour on the programme's wall clock, not in UTC", () => {
    expect(formatClosingTime('2026-12-20T04:59:00Z', 'America/Guayaquil')).toBe('19 de diciembre, 23:59');
    expect(formatClosingTime(new Date('2026-12-20T04:59:00Z'), 'America/Guayaquil', { withYear: true })).toBe('19 de diciembre de 2026, 23:59');
    expect(formatClosingTime('2027-01-05T14:05:00Z', 'America/Guayaquil')).toBe('5 de enero, 09:05');
  });
});
