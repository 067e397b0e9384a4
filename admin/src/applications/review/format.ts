/** Dates and numbers as the office reads them: Spanish formats, the programme's time zone. */
const TIME_ZONE = 'America/Guayaquil';
const dateTime = new Intl.DateTimeFormat('es-EC', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });

export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');

/** A stored value as text: Sí/No for booleans, comma-joined lists, '—' when empty. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return value.toLocaleString('es-EC');
  return String(value);
}
