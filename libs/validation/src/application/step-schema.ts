import { z } from 'zod';

/** Parses one field of the payload; on failure its issues are recorded under the field's name and `undefined` comes back. */
export type FieldParser = <T>(name: string, schema: z.ZodType<T>, value?: unknown) => T;

/** Records an error under a field (a rule across fields or entries). */
export type FieldFailure = (name: string, message: string) => void;

/**
 * A form step whose rules depend on other fields. Each field is parsed on its own, so one answer carries every field's
 * errors (a zod object skips its cross-field refinements once a field fails), and the step's conditions read as plain
 * code. The output is the normalised section as stored; on any issue there is no output.
 */
export function stepSchema<Out>(build: (input: Readonly<Record<string, unknown>>, field: FieldParser, fail: FieldFailure) => Out) {
  return z.unknown().transform((raw, ctx): Out => {
    const input = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    let failed = false;
    const field: FieldParser = <T>(name: string, schema: z.ZodType<T>, value: unknown = input[name]) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      failed = true;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [name, ...issue.path], message: issue.message });
      return undefined as T;
    };
    const fail: FieldFailure = (name, message) => {
      failed = true;
      ctx.addIssue({ code: 'custom', path: [name], message });
    };
    const out = build(input, field, fail);
    return failed ? z.NEVER : out;
  });
}
