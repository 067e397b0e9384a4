/**
 * An instant in words on the wall clock of a time zone, as applicants read a closing time: '19 de diciembre, 23:59'
 * ('19 de diciembre de 2026, 23:59' with the year). Always the programme's zone, never the reader's machine's.
 */
export function formatClosingTime(instant: string | Date, timeZone: string, { withYear = false } = {}): string {
  const moment = new Date(instant);
  const day = new Intl.DateTimeFormat('es-EC', { day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone }).format(moment);
  const time = new Intl.DateTimeFormat('es-EC', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(moment);
  return `${day}, ${time}`;
}
