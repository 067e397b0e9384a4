import { PROGRAMME_TIME_ZONE } from '@postula/catalogs';

/** Every staff screen's dates come from the one formatter of libs/catalogs: 'dd/mm/aaaa HH:mm', Guayaquil time. */
export { formatDateTime, formatDay, parseDateTime } from '@postula/catalogs';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: PROGRAMME_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the programme's time zone, `YYYY-MM-DD`. */
export const programmeToday = () => isoDay.format(new Date());
export const formatNumber = (value: number | null | undefined, digits = 2) =>
  value === null || value === undefined ? '' : value.toLocaleString('es-EC', { maximumFractionDigits: digits });
