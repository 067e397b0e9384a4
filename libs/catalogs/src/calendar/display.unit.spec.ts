import { formatDateTime, formatDay, parseDateTime } from './display.js';

describe('dates as staff read and type them', () => {
  it("shows an instant as 'dd/mm/aaaa HH:mm' in Guayaquil time, whatever the machine's zone", () => {
    expect(formatDateTime('2026-11-27T23:41:33Z')).toBe('27/11/2026 18:41');
    expect(formatDateTime('2026-01-01T04:59:59.999Z')).toBe('31/12/2025 23:59');
    expect(formatDateTime(new Date('2026-03-05T12:00:00Z'))).toBe('05/03/2026 07:00');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('no es fecha')).toBe('');
  });

  it("shows a calendar day as 'dd/mm/aaaa' without shifting it", () => {
    expect(formatDay('2008-02-29')).toBe('29/02/2008');
    expect(formatDay('2026-11-27T00:00:00Z')).toBe('27/11/2026');
    expect(formatDay(undefined)).toBe('');
  });

  it('reads a typed Guayaquil date and time back as the instant it names, and nothing else', () => {
    expect(parseDateTime('27/11/2026 18:41')).toBe('2026-11-27T23:41:00.000Z');
    expect(parseDateTime(' 7/3/2026 9:05:30 ')).toBe('2026-03-07T14:05:30.000Z');
    expect(parseDateTime(formatDateTime('2026-11-27T23:41:33Z'))).toBe('2026-11-27T23:41:00.000Z');
    for (const text of ['31/02/2026 10:00', '27/11/2026 24:00', '27/11/2026 10:60', '2026-11-27T18:41', '27/11/2026', '']) expect(parseDateTime(text)).toBeNull();
  });
});
