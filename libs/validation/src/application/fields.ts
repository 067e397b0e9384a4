import { NOT_APPLICABLE } from '@postula/catalogs';
import { z } from 'zod';
import { isCalendarDay } from './calendar.js';

/** Field builders for the application steps: each takes what the forms and the multipart calls send and gives the stored value. */

export const INVALID_CHOICE = 'Seleccione una opción válida';
export const MAX_TEXT = 255;
const tooLong = (max: number) => `El texto no puede superar ${max} caracteres`;
const NOT_TEXT = 'Ingrese un texto válido';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isNotApplicable = (v: string) => v.toLocaleLowerCase('es') === NOT_APPLICABLE.toLocaleLowerCase('es');

/** Required text, trimmed; `refuseNotApplicable` also refuses the form's 'No aplica' default with the same message. */
export const textField = (requiredMessage: string, options: { min?: number; minMessage?: string; max?: number; refuseNotApplicable?: boolean } = {}) => {
  const { min = 1, minMessage = requiredMessage, max = MAX_TEXT, refuseNotApplicable = false } = options;
  return z.preprocess(
    trimmed,
    z
      .string({ error: requiredMessage })
      .min(1, { message: requiredMessage, abort: true })
      .min(min, minMessage)
      .max(max, tooLong(max))
      .refine((v) => !refuseNotApplicable || !isNotApplicable(v), requiredMessage),
  );
};

/** The one UUID pattern (any version, as PostgreSQL's uuid type reads it): ids in bodies, queries, paths and tokens. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const INVALID_ID = 'El identificador no es válido';

/** A UUID, required: anything else (missing included) is `message`. */
export const uuid = (message = INVALID_ID) => z.string({ error: message }).regex(UUID_PATTERN, message);

/**
 * An entity id: a UUID, as the server issues them. Anything else is refused here, so a name such as
 * `constructor` or `__proto__` never reaches a decider's lookup nor an event a projector must apply.
 */
export const idField = (requiredMessage: string) =>
  z.preprocess(trimmed, z.string({ error: requiredMessage }).min(1, { message: requiredMessage, abort: true }).regex(UUID_PATTERN, INVALID_ID));

/** Optional text: blank becomes null. */
export const optionalTextField = () => z.preprocess((v) => (blank(v) ? null : trimmed(v)), z.string({ error: NOT_TEXT }).max(MAX_TEXT, tooLong(MAX_TEXT)).nullable());

/** One of the catalog values; `aliases` maps other accepted spellings to a value. */
export const choiceField = <V extends string>(values: readonly V[], requiredMessage: string, invalidMessage = INVALID_CHOICE, aliases: Readonly<Record<string, V>> = {}) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? (aliases[v.trim().toLowerCase()] ?? v.trim()) : v),
    z.custom<V>((v) => v !== undefined, requiredMessage).refine((v) => (values as readonly unknown[]).includes(v), invalidMessage),
  );

const TRUE = new Set<unknown>([true, 1, '1', 'true', 'on', 'si', 'sí', 'yes']);
const FALSE = new Set<unknown>([false, 0, '0', 'false', 'off', 'no']);

/** A yes/no answer: the forms send '1'/'0' (multipart) or booleans; `fallback` is used when it is absent. */
export const yesNoField = (message: string, fallback?: boolean) =>
  z.preprocess(
    (v) => (blank(v) ? fallback : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.custom<boolean>((v) => TRUE.has(v) || FALSE.has(v), message).transform((v) => TRUE.has(v)),
  );

/** A number typed or sent as text ('12.5', '12,5'); blank is `undefined`, text that is not a number is NaN. */
const toNumber = (v: unknown) => {
  if (blank(v)) return undefined;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(v.trim())) return Number(v.trim().replace(',', '.'));
  return Number.NaN;
};

/** A number with at most two decimals (the forms' step 0.01). */
export const decimalField = (requiredMessage: string, options: { min?: number; max?: number; rangeMessage: string; maxMessage?: string; invalidMessage?: string }) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : (options.invalidMessage ?? requiredMessage)) })
      .min(options.min ?? Number.NEGATIVE_INFINITY, options.rangeMessage)
      .max(options.max ?? Number.POSITIVE_INFINITY, options.maxMessage ?? options.rangeMessage)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Ingrese como máximo 2 decimales'),
  );

/**
 * The most a monthly amount in dollars may be (an income or an expense): far above any applicant's real figures, and
 * low enough that every amount prints as typed (no exponent) and keeps its cents exactly.
 */
export const MAX_MONTHLY_AMOUNT = 1_000_000;
export const MAX_MONTHLY_AMOUNT_MESSAGE = 'El valor no puede ser mayor a 1.000.000';

/** A whole number in a range: `requiredMessage` when missing, `rangeMessage` (default the same) when not a whole number in range. */
export const wholeNumberField = (requiredMessage: string, options: { min: number; max: number; rangeMessage?: string }) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : (options.rangeMessage ?? requiredMessage)) })
      .int(options.rangeMessage ?? requiredMessage)
      .min(options.min, options.rangeMessage ?? requiredMessage)
      .max(options.max, options.rangeMessage ?? requiredMessage),
  );

/** Phones are digits only; spaces, dashes, dots and parentheses typed between them are dropped. */
const phoneDigits = (v: unknown) =>
  typeof v === 'string' ? (isNotApplicable(v.trim()) ? '' : v.replace(/[\s\-.()]/g, '')) : typeof v === 'number' ? String(v) : v;
const ONLY_DIGITS = 'El número solo debe contener dígitos';
const MAX_PHONE = 15;
/** The spec's texts, written out: mobiles need 10 digits, landlines 9. */
const TOO_FEW_DIGITS: Record<number, string> = {
  9: 'El número debe tener al menos 9 dígitos',
  10: 'El número debe tener al menos 10 dígitos',
};
const tooFewDigits = (minDigits: number) => TOO_FEW_DIGITS[minDigits] ?? `El número debe tener al menos ${minDigits} dígitos`;

export const phoneField = (requiredMessage: string, minDigits: number) =>
  z.preprocess(
    phoneDigits,
    z
      .string({ error: requiredMessage })
      .min(1, { message: requiredMessage, abort: true })
      .regex(/^\d+$/, { message: ONLY_DIGITS, abort: true })
      .min(minDigits, tooFewDigits(minDigits))
      .max(MAX_PHONE, `El número no puede tener más de ${MAX_PHONE} dígitos`),
  );

export const optionalPhoneField = (minDigits: number) =>
  z.preprocess(
    (v) => (blank(v) || (typeof v === 'string' && isNotApplicable(v.trim())) ? null : phoneDigits(v)),
    z
      .string()
      .regex(/^\d+$/, { message: ONLY_DIGITS, abort: true })
      .min(minDigits, tooFewDigits(minDigits))
      .max(MAX_PHONE, `El número no puede tener más de ${MAX_PHONE} dígitos`)
      .nullable(),
  );

/** A calendar day 'YYYY-MM-DD' (a full ISO timestamp is cut to its day). */
export const calendarDayField = (requiredMessage: string, invalidMessage: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().slice(0, 10) : v),
    z.string({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) }).refine(isCalendarDay, { message: invalidMessage, abort: true }),
  );

export const URL_MESSAGE = 'Debe ser una URL válida';

/** Optional http(s) address: blank becomes null. */
export const optionalUrlField = () =>
  z.preprocess(
    (v) => (blank(v) ? null : trimmed(v)),
    z
      .string({ error: URL_MESSAGE })
      .max(MAX_TEXT, tooLong(MAX_TEXT))
      .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) && URL.canParse(v), URL_MESSAGE)
      .nullable(),
  );

/** A list sent as an array, a JSON array text or comma-separated text (multipart and the staff editor); blanks and repeats dropped. */
export const listField = <S extends z.ZodType>(item: S, emptyMessage: string) =>
  z.preprocess((v) => {
    let items: unknown = v;
    if (typeof v === 'string') {
      const s = v.trim();
      try {
        items = s.startsWith('[') ? JSON.parse(s) : s.split(',');
      } catch {
        items = s.split(',');
      }
    }
    if (!Array.isArray(items)) return items;
    return [...new Set(items.map(trimmed).filter((x) => !blank(x)))];
  }, z.array(item, { error: emptyMessage }).min(1, emptyMessage));
