import type { FieldErrors } from './field-errors.js';

export const UNSAFE_TEXT_MESSAGE = 'El texto contiene caracteres no permitidos';

/**
 * Control characters other than tab and line breaks, and the bidirectional overrides that make a text display
 * differently from what it is (`archivo\u202Efdp.bat` shows as `archivo…tab.pdf`). PostgreSQL refuses U+0000 in
 * JSON, and none of these belongs in a name, an answer or an address.
 */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The text without those characters: for values shown but never refused, such as an uploaded file's own name. */
export function stripUnsafeCharacters(text: string): string {
  return text.replace(new RegExp(FORBIDDEN, 'g'), '').replace(new RegExp(LONE_SURROGATE, 'g'), '');
}

/** True when a text has a forbidden character or an unpaired surrogate (not well-formed UTF-16). */
export function hasUnsafeCharacters(text: string): boolean {
  return FORBIDDEN.test(text) || LONE_SURROGATE.test(text);
}

/**
 * Every text of a request body, query or path, in one walk: object keys and string values are refused (by their
 * path) when they carry unsafe characters, and otherwise normalized to NFC, so `é` typed in two ways is one value
 * for comparisons, uniqueness and search. `path` names a lone value (a query parameter read by name).
 */
export function normalizeTextInput(value: unknown, path: string[] = []): { value: unknown; errors?: FieldErrors } {
  const errors: FieldErrors = {};
  const walk = (v: unknown, path: string[]): unknown => {
    if (typeof v === 'string') {
      if (hasUnsafeCharacters(v)) {
        (errors[path.join('.') || '_'] ??= [UNSAFE_TEXT_MESSAGE]);
        return v;
      }
      return v.normalize('NFC');
    }
    if (Array.isArray(v)) return v.map((item, i) => walk(item, [...path, String(i)]));
    if (isPlainObject(v)) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(v)) {
        if (hasUnsafeCharacters(key)) {
          (errors[[...path, '_'].join('.')] ??= [UNSAFE_TEXT_MESSAGE]);
          continue;
        }
        // defineProperty: a key named `__proto__` stays a plain key instead of replacing the prototype.
        Object.defineProperty(out, key.normalize('NFC'), { value: walk(item, [...path, key]), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    return v;
  };
  const result = walk(value, path);
  return Object.keys(errors).length ? { value, errors } : { value: result };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && [Object.prototype, null].includes(Object.getPrototypeOf(v));
