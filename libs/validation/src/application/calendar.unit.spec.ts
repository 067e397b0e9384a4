import { dateTimeIn } from './calendar.js';

describe('dateTimeIn', () => {
  it("reads an instant as dd/mm/aaaa HH:mm in the programme's time zone", () => {
    expect(dateTimeIn('2026-12-02T23:37:00.000Z', 'America/Guayaquil')).toBe('02/12/2026 18:37');
    expect(dateTimeIn('2026-12-03T04:05:00.000Z', 'America/Guayaquil')).toBe('02/12/2026 23:05');
    expect(dateTimeIn('2026-01-01T05:00:00.000Z', 'America/Guayaquil')).toBe('01/01/2026 00:00');
  });
});
