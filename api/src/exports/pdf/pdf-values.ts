import { choiceLabel } from '@postula/catalogs';
import type { Choice } from '@postula/catalogs';
import type { Content } from 'pdfmake';

const NONE = '—';

// Building an Intl formatter costs far more than formatting with it, and a sheet formats a date per document row.
const dateFormats = new Map<string | undefined, Intl.DateTimeFormat>();
const dateFormat = (timeZone: string | undefined) => {
  let format = dateFormats.get(timeZone);
  if (!format) dateFormats.set(timeZone, (format = new Intl.DateTimeFormat('es-EC', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone })));
  return format;
};

/** A stored value as the sheet prints it: Sí/No, lists joined, choice labels, instants in the programme's zone. */
export function display(value: unknown, choices?: readonly Choice[], timeZone?: string): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) return value.length ? value.map((v) => display(v, choices)).join(', ') : NONE;
  if (value instanceof Date) return dateFormat(timeZone).format(value);
  return choices ? choiceLabel(choices, String(value)) : String(value);
}

/** A two-column table of label / value pairs. */
export const fieldsTable = (rows: [label: string, value: string][]): Content => ({
  table: { widths: [170, '*'], body: rows.map(([label, value]) => [{ text: label, style: 'label' }, value]) },
  layout: 'lightHorizontalLines',
});

/** A table with a header row; an empty list prints `empty` instead. */
export const listTable = (headers: string[], rows: string[][], empty: string): Content =>
  rows.length
    ? { table: { headerRows: 1, widths: headers.map(() => '*'), body: [headers.map((h) => ({ text: h, style: 'label' })), ...rows] }, layout: 'lightHorizontalLines', style: 'small' }
    : { text: empty, italics: true };
