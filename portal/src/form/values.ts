/** A step's form state: every input's value as the browser holds it (text, '1'/'0' for yes/no, lists for checkbox groups). */
export type Values = Record<string, string | string[]>;

export const text = (values: Values, name: string): string => {
  const v = values[name];
  return typeof v === 'string' ? v : '';
};

export const list = (values: Values, name: string): string[] => {
  const v = values[name];
  return Array.isArray(v) ? v : [];
};

/** Saved data from the API as form values: booleans and 1/0 become '1'/'0', numbers text, null blank. */
export function toValues(data: Record<string, unknown> | null | undefined, fields: readonly string[]): Values {
  const out: Values = {};
  for (const name of fields) {
    const v = data?.[name];
    if (Array.isArray(v)) out[name] = v.map(String);
    else if (typeof v === 'boolean') out[name] = v ? '1' : '0';
    else out[name] = v === null || v === undefined ? '' : String(v);
  }
  return out;
}

export function sameValues(a: Values, b: Values): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => JSON.stringify(a[k] ?? '') === JSON.stringify(b[k] ?? ''));
}
