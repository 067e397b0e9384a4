import { loadConfig } from './config.js';
import { isoDurationMs } from '@postula/validation';

describe('ISO 8601 durations', () => {
  it('reads weeks, days, hours, minutes and seconds', () => {
    expect(isoDurationMs('P7D')).toBe(7 * 86_400_000);
    expect(isoDurationMs('PT48H')).toBe(48 * 3_600_000);
    expect(isoDurationMs('P1DT6H30M')).toBe(30.5 * 3_600_000);
    expect(isoDurationMs('PT90S')).toBe(90_000);
    expect(isoDurationMs('P1W')).toBe(7 * 86_400_000);
    for (const bad of ['', 'P', 'PT', '48H', 'P1.5D', 'PT6h']) expect(isoDurationMs(bad)).toBeNull();
  });

  it('configure the reminders, and a bad one stops the start naming its variable', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://localhost/x', APPLICATION_DEADLINE: '2099-01-01T00:00:00Z' };
    expect(loadConfig(base).reminders).toEqual({
      beforeDeadline: [
        { before: 'P7D', ms: 7 * 86_400_000 },
        { before: 'PT48H', ms: 48 * 3_600_000 },
        { before: 'PT6H', ms: 6 * 3_600_000 },
      ],
      correctionAfterMs: 48 * 3_600_000,
      sweepEveryMs: 30_000,
    });
    expect(loadConfig({ ...base, REMINDERS_BEFORE_DEADLINE: 'none' }).reminders.beforeDeadline).toEqual([]);
    expect(() => loadConfig({ ...base, REMINDERS_BEFORE_DEADLINE: 'P7D,48 horas' })).toThrow(/REMINDERS_BEFORE_DEADLINE: debe ser una lista de duraciones ISO 8601/);
    expect(() => loadConfig({ ...base, CORRECTION_REMINDER_AFTER: 'PT0S' })).toThrow(/CORRECTION_REMINDER_AFTER: debe ser una duración ISO 8601 mayor que cero/);
  });
});
