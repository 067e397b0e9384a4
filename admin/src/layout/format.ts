import { PROGRAMME_TIME_ZONE } from '@postula/catalogs';

/** Every staff screen's dates come from the one formatter of libs/catalogs: 'dd/mm/aaaa HH:mm', Guayaquil time. */
export { formatDateTime, formatDay, parseDateTime } from '@postula/catalogs';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: PROGRAMME_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the programme's time zone, `YYYY-MM-DD`. */
export const programmeToday = () => isoDay.format(new Date());

// Every number of the panel through here: decimal comma, and thousands grouped from five digits on (Spanish style,
// so a year reads 2022 and an income 12.345,50).
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(min: number, max: number) {
  const key = `${min}-${max}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat('es-EC', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: 'min2' })));
  return format;
}

/** Up to two decimals, or exactly `decimals` when given (an average 'to 2 decimals'). */
export const formatNumber = (value: number | null | undefined, decimals?: number) =>
  value === null || value === undefined ? '' : numberFormat(decimals ?? 0, decimals ?? 2).format(value);
/** A percentage of 0–100 with one decimal (spec: percentages show 1 decimal): '80,1 %'. */
export const formatPercent = (value: number) => `${formatNumber(value, 1)} %`;
