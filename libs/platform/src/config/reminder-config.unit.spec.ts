import { loadConfig } from './config.js';

describe('reminder settings', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATA_KEY: 'k'.repeat(32), DATABASE_URL: 'postgres://localhost/x', APPLICATION_DEADLINE: '2099-01-01T00:00:00Z' };

  it('are ISO 8601 durations, by default 7 days, 48 and 6 hours before the deadline and 48 hours after a correction request, 24 hours before an offer closes', () => {
    expect(loadConfig(base).reminders).toEqual({
      beforeDeadline: [
        { before: 'P7D', ms: 7 * 86_400_000 },
        { before: 'PT48H', ms: 48 * 3_600_000 },
        { before: 'PT6H', ms: 6 * 3_600_000 },
      ],
      correctionAfterMs: 48 * 3_600_000,
      awardBeforeMs: 24 * 3_600_000,
      sweepEveryMs: 30_000,
    });
    expect(loadConfig({ ...base, REMINDERS_BEFORE_DEADLINE: 'P1DT6H30M, PT90S' }).reminders.beforeDeadline).toEqual([
      { before: 'P1DT6H30M', ms: 30.5 * 3_600_000 },
      { before: 'PT90S', ms: 90_000 },
    ]);
    expect(loadConfig({ ...base, REMINDERS_BEFORE_DEADLINE: 'none' }).reminders.beforeDeadline).toEqual([]);
  });

  it('stop the start naming the variable when one is not a duration', () => {
    expect(() => loadConfig({ ...base, REMINDERS_BEFORE_DEADLINE: 'P7D,48 horas' })).toThrow(/REMINDERS_BEFORE_DEADLINE: debe ser una lista de duraciones ISO 8601/);
    expect(() => loadConfig({ ...base, CORRECTION_REMINDER_AFTER: 'PT0S' })).toThrow(/CORRECTION_REMINDER_AFTER: debe ser una duración ISO 8601/);
    expect(() => loadConfig({ ...base, REMINDER_SWEEP_INTERVAL_MS: '10' })).toThrow(/REMINDER_SWEEP_INTERVAL_MS/);
  });
});
