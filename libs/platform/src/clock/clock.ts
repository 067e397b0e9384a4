/** Time comes in from outside, so the demo generator and tests can record history on chosen days. */
export interface Clock {
  now(): string;
}

export const systemClock: Clock = { now: () => new Date().toISOString() };

export const CLOCK = Symbol('CLOCK');
