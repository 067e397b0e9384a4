/** Calendar days 'YYYY-MM-DD' as the dashboard shows them (Spanish day names, dd/mm/yyyy), without time-zone drift. */

const DAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export const dayName = (day: string) => DAY_NAMES[utc(day).getUTCDay()];

export const formattedDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export const addDays = (day: string, days: number) => new Date(utc(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Every day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** One decimal (percentages) or two (averages), as numbers. */
export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export const percent = (part: number, whole: number) => (whole ? round((part * 100) / whole, 1) : 0);
