/** Calendar days as 'YYYY-MM-DD' strings: no Date arithmetic, so no time-zone drift (browser and server alike). */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day such as '2024-02-29' (not '2023-02-29'). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Building a formatter costs far more than using one, and the step schemas ask for every request: one per zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** Per zone, the last second asked about and its day: every save asks for the day of about the same instant. */
const lastDays = new Map<string, { second: number; day: string }>();

/**
 * The day an instant falls on in a time zone. Zone offsets are whole seconds (even the old local mean times), so a
 * day begins on a whole second: the instants of one second, whatever offset they are written with, share a day.
 */
export function dayIn(instant: string, timeZone: string): string {
  const second = Math.floor(Date.parse(instant) / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.day;
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = format.formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  lastDays.set(timeZone, { second, day });
  return day;
}

const minuteFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the applicant reads it, 'dd/mm/aaaa HH:mm' (24 h) in a time zone. */
export function dateTimeIn(instant: string, timeZone: string): string {
  let format = minuteFormats.get(timeZone);
  if (!format)
    minuteFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })));
  const parts = format.formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}
