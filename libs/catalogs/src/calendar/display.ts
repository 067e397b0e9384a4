/** The programme's time zone (config/programme.json): staff read and type every date and time in it, wherever they are. */
export const PROGRAMME_TIME_ZONE = 'America/Guayaquil';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PROGRAMME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock of an instant in the programme's time zone. */
function wallClock(instant: Date) {
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.formatToParts(instant).find((p) => p.type === type)!.value;
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** An instant as 'dd/mm/aaaa HH:mm' in the programme's time zone ('' for none or an invalid one). */
export function formatDateTime(value: string | Date | null | undefined): string {
  const instant = value ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return '';
  const c = wallClock(instant);
  return `${c.day}/${c.month}/${c.year} ${c.hour}:${c.minute}`;
}

/** A calendar day 'YYYY-MM-DD' (or the day part of an ISO text) as 'dd/mm/aaaa': a day, so no time-zone shift. */
export function formatDay(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

const TYPED = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/;

/**
 * 'dd/mm/aaaa HH:mm' (seconds optional) read as the programme's wall clock: the ISO instant it names, or null when the
 * text is not such a date and time or names none (31/02, 25:00).
 */
export function parseDateTime(text: string): string | null {
  const m = TYPED.exec(text);
  if (!m) return null;
  const [day, month, year, hour, minute, second] = m.slice(1).map((n) => Number(n ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // The zone's offset at that moment: the wall clock read as UTC, less what that instant's wall clock is there.
  const seen = wallClock(check);
  const offset = Date.UTC(+seen.year, +seen.month - 1, +seen.day, +seen.hour, +seen.minute, +seen.second) - asUtc;
  return new Date(asUtc - offset).toISOString();
}
