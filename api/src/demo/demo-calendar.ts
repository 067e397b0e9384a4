import type { SeededRandom } from './seeded-random.js';

/** Demo days in Guayaquil's time (UTC−5 all year: Ecuador has no daylight saving). */

const HOUR = 3_600_000;
export const MINUTE = 60_000;
export const DAY = 24 * HOUR;
const OFFSET = -5 * HOUR;

/** Midnight in Guayaquil of the day `instant` falls on. */
export const localMidnight = (instant: number) => Math.floor((instant + OFFSET) / DAY) * DAY - OFFSET;
const localHour = (instant: number) => ((instant + OFFSET) % DAY) / HOUR;
const isWeekend = (instant: number) => [0, 6].includes(new Date(instant + OFFSET).getUTCDay());

/** A moment of an office day (Monday to Friday, 08:00–18:00) at or after `instant`. */
export function officeMoment(random: SeededRandom, instant: number): number {
  let t = instant;
  if (localHour(t) >= 18) t = localMidnight(t) + DAY + 8 * HOUR + random.int(0, 90) * MINUTE;
  else if (localHour(t) < 8) t = localMidnight(t) + 8 * HOUR + random.int(0, 90) * MINUTE;
  while (isWeekend(t)) t = localMidnight(t) + DAY + 8 * HOUR + random.int(0, 90) * MINUTE;
  return t;
}

/** An hour when applicants fill the form in: mostly afternoons and evenings. */
export const applicantHour = (random: SeededRandom) => Number(random.weighted({ '8': 2, '10': 3, '12': 3, '14': 4, '16': 4, '18': 5, '19': 6, '20': 6, '21': 5, '22': 3 }));

/** The time of a chosen day of the period at a chosen local hour, plus some minutes. */
export const atLocal = (midnight: number, hour: number, random: SeededRandom) => midnight + hour * HOUR + random.int(0, 59) * MINUTE;

export const hours = (n: number) => n * HOUR;
