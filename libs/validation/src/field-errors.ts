import { z } from 'zod';

export const VALIDATION_MESSAGE = 'Por favor corrija los siguientes errores:';

export type FieldErrors = Record<string, string[]>;

/** Zod issues as `{field: [messages]}`, the shape the API answers and the forms show under each field. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    (out[field] ??= []).includes(issue.message) || out[field].push(issue.message);
  }
  return out;
}

/** A required text: missing, null and blank all give the same message. */
export const requiredText = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: message }).min(1, message));

/** An optional text: blank becomes null. */
export const optionalText = () =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)), z.string().nullable());
