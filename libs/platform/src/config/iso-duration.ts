const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;
const UNIT_MS = [7 * 86_400_000, 86_400_000, 3_600_000, 60_000, 1000];

/** An ISO 8601 duration in weeks, days, hours, minutes and seconds (`P7D`, `PT48H`, `PT90S`) in ms; null when it is not one. */
export function isoDurationMs(value: string): number | null {
  const match = DURATION.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) return null;
  return match.slice(1).reduce((ms, n, i) => ms + Number(n ?? 0) * UNIT_MS[i], 0);
}
