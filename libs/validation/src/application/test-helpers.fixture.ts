import { toFieldErrors } from '../field-errors.js';
import type { z } from 'zod';

/** The `{field: [messages]}` a payload gets, or {} when it passes. */
export const errorsOf = (schema: z.ZodType, payload: unknown) => {
  const result = schema.safeParse(payload);
  return result.success ? {} : toFieldErrors(result.error);
};

/** The stored output of a payload that must pass. */
export const parsed = <S extends z.ZodType>(schema: S, payload: unknown): z.output<S> => {
  const result = schema.safeParse(payload);
  if (!result.success) throw new Error(`expected to pass: ${JSON.stringify(toFieldErrors(result.error))}`);
  return result.data;
};
