import { dateTimeIn, dayIn } from './calendar.js';

describe('dateTimeIn', () => {
  it("reads an instant as dd/mm/aaaa HH:mm in the programme's time zone", () => {
    expect(dateTimeIn('2026-12-02T23:37:00.000Z', 'America/Guayaquil')).toBe('02/12/2026 18:37');
    expect(dateTimeIn('2026-12-03T04:05:00.000Z', 'America/Guayaquil')).toBe('02/12/2026 23:05');
    expect(dateTimeIn('2026-01-01T05:00:00.000Z', 'America/Guayaquil')).toBe('01/01/2026 00:00');
  });
});

describe('dayIn', () => {
  it('gives each instant its own day, asked one after another around midnight, with or without an offset', () => {
    const zone = 'America/Guayaquil';
    expect(dayIn('2026-12-03T04:59:59.999Z', zone)).toBe('2026-12-02');
    expect(dayIn('2026-12-03T05:00:00.000Z', zone)).toBe('2026-12-03');
    expect(dayIn('2026-12-02T23:59:59.999-05:00', zone)).toBe('2026-12-02');
    expect(dayIn('2026-12-03T00:00:00.000-05:00', zone)).toBe('2026-12-03');
    expect(dayIn('2026-12-03T00:00:00.000-05:00', 'UTC')).toBe('2026-12-03');
    expect(dayIn('2026-12-02T23:59:59.000-05:00', 'UTC')).toBe('2026-12-03');
  });

  it('counts a day from the local mean time of old dates, whose offset has seconds', () => {
    expect(dayIn('1880-01-01T05:19:19Z', 'America/Guayaquil')).toBe('1879-12-31');
    expect(dayIn('1880-01-01T05:19:20Z', 'America/Guayaquil')).toBe('1880-01-01');
  });
});
