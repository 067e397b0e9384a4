/** Time comes in from outside, so the demo generator and tests can record history on chosen days. */
export interface Clock {
  now(): string;
}

/** The last millisecond read and its ISO text: a request reads the time several times, often within one millisecond. */
let last = { at: Number.NaN, iso: '' };

export const systemClock: Clock = {
  now: () => {
    const at = Date.now();
    if (at !== last.at) last = { at, iso: new Date(at).toISOString() };
    return last.iso;
  },
};

export const CLOCK = Symbol('CLOCK');
