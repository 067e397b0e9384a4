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

/** Printable ASCII, most of what the forms send: nothing in it to refuse, and already NFC. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** A text as kept, in NFC, or undefined when it carries an unsafe character. */
const checkedText = (text: string): string | undefined => (PLAIN_ASCII.test(text) ? text : hasUnsafeCharacters(text) ? undefined : text.normalize('NFC'));

/**
 * How deep objects and arrays may nest in a request: the deepest form (a household member's field inside its list)
 * needs 3 levels. Deeper input is refused before anything else reads it, so nesting cannot buy CPU time.
 */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'La solicitud tiene demasiados niveles anidados';

/**
 * One value still to walk: where its normalized copy goes (`into` at `slot`), and its key as sent and its parent,
 * from which its path is spelled out only should it be refused.
 */
interface Pending {
  value: unknown;
  into: Record<string, unknown> | unknown[];
  slot: string | number;
  key?: string;
  parent?: Pending;
  depth: number;
}

/**
 * Every text of a request body, query or path, in one walk: object keys and string values are refused (by their
 * path) when they carry unsafe characters, and otherwise normalized to NFC, so `é` typed in two ways is one value
 * for comparisons, uniqueness and search. `path` names a lone value (a query parameter read by name). The walk keeps
 * its own stack (no recursion) and stops at once below MAX_INPUT_DEPTH, so its cost follows the input's size.
 */
export function normalizeTextInput(value: unknown, path: string[] = []): { value: unknown; errors?: FieldErrors } {
  const errors: FieldErrors = {};
  const refuse = (at: Pending, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let p: Pending | undefined = at; p?.key !== undefined; p = p.parent) keys.unshift(p.key);
    errors[[...path, ...keys].join('.') || '_'] ??= [UNSAFE_TEXT_MESSAGE];
  };
  const root = { value: undefined as unknown };
  const stack: Pending[] = [{ value, into: root, slot: 'value', depth: 0 }];
  while (stack.length) {
    const next = stack.pop()!;
    const v = next.value;
    let normalized: unknown = v;
    if (typeof v === 'string') {
      normalized = checkedText(v);
      if (normalized === undefined) refuse(next);
    } else if (Array.isArray(v) || isPlainObject(v)) {
      if (next.depth >= MAX_INPUT_DEPTH) return { value, errors: { _: [TOO_DEEP_MESSAGE] } };
      const depth = next.depth + 1;
      if (Array.isArray(v)) {
        const out: unknown[] = (normalized = new Array(v.length));
        v.forEach((item, i) => stack.push({ value: item, into: out, slot: i, key: String(i), parent: next, depth }));
      } else {
        const out: Record<string, unknown> = (normalized = {});
        for (const [key, item] of Object.entries(v)) {
          const name = checkedText(key);
          if (name === undefined) {
            refuse(next, '_');
            continue;
          }
          // Set now, in the input's order, and filled when the stack reaches it. A key named `__proto__` is defined
          // rather than assigned, so it stays a plain key instead of replacing the prototype.
          if (name === '__proto__') Object.defineProperty(out, name, { value: undefined, enumerable: true, writable: true, configurable: true });
          else out[name] = undefined;
          stack.push({ value: item, into: out, slot: name, key, parent: next, depth });
        }
      }
    }
    (next.into as Record<string | number, unknown>)[next.slot] = normalized;
  }
  return Object.keys(errors).length ? { value, errors } : { value: root.value };
}

/**
 * Objects as JSON and query strings build them: a literal, a null-prototype object, or Fastify's query object (whose
 * prototype is itself an empty null-prototype object). Class instances (a Buffer, a Date) are left as they are.
 */
const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const prototype = Object.getPrototypeOf(v);
  return prototype === Object.prototype || prototype === null || (Object.getPrototypeOf(prototype) === null && Reflect.ownKeys(prototype).length === 0);
};
