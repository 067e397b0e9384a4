/** Dates and numbers in Spanish formats, in the programme's time zone (config/programme.json). */
export const PROGRAMME_TIME_ZONE = 'America/Guayaquil';

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const dateTime = new Intl.DateTimeFormat('es-EC', { timeZone: PROGRAMME_TIME_ZONE, ...DAY, hour: '2-digit', minute: '2-digit' });
const date = new Intl.DateTimeFormat('es-EC', { timeZone: PROGRAMME_TIME_ZONE, ...DAY });
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: PROGRAMME_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export const formatDateTime = (value: string | null | undefined) => (value ? dateTime.format(new Date(value)) : '');
/** A calendar day `YYYY-MM-DD` shown as a Spanish date (no time-zone shift: it is a day, not an instant). */
export const formatDay = (value: string | null | undefined) => (value ? date.format(new Date(`${value.slice(0, 10)}T12:00:00Z`)) : '');
/** Today in the programme's time zone, `YYYY-MM-DD`. */
export const programmeToday = () => isoDay.format(new Date());
export const formatNumber = (value: number | null | undefined, digits = 2) =>
  value === null || value === undefined ? '' : value.toLocaleString('es-EC', { maximumFractionDigits: digits });
