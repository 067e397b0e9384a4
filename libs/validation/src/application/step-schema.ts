import { z } from 'zod';

/** Parses one field of the payload; on failure its issues are recorded under the field's name and `undefined` comes back. */
export type FieldParser = <T>(name: string, schema: z.ZodType<T>, value?: unknown) => T;

/** Records an error under a field (a rule across fields or entries). */
export type FieldFailure = (name: string, message: string) => void;

/**
 * What a form or a JSON client may send for a field stored as `T`: yes/no as a boolean or its text ('1', 'true', 'sí'),
 * a number or its text ('12,5'), a list as an array or comma-separated text, anything else as text; null or blank
 * when it may be left empty.
 */
export type FieldInput<T> = [T] extends [boolean]
  ? boolean | string | number
  : [T] extends [number]
    ? number | string
    : [T] extends [readonly (infer Item)[]]
      ? FieldInput<Item>[] | string
      : [T] extends [object]
        ? StepInput<T>
        : string;

/** The input of a step stored as `Out`: the same field names, each as a form sends it, any of them possibly missing. */
export type StepInput<Out> = { [K in keyof Out]?: FieldInput<NonNullable<Out[K]>> | null };

/**
 * A form step whose rules depend on other fields. Each field is parsed on its own, so one answer carries every field's
 * errors (a zod object skips its cross-field refinements once a field fails), and the step's conditions read as plain
 * code. The output is the normalised section as stored; on any issue there is no output. The input type (`In`, by
 * default the output's fields as a form sends them) types the forms field by field; at run time any value is read.
 */
export function stepSchema<Out, In = StepInput<Out>>(build: (input: Readonly<Record<string, unknown>>, field: FieldParser, fail: FieldFailure) => Out): z.ZodType<Out, In> {
  const schema = z.unknown().transform((raw, ctx): Out => {
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
  return schema as unknown as z.ZodType<Out, In>;
}
