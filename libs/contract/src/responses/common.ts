import { z } from 'zod';

/** Response building blocks. Instants travel as ISO 8601 text; days as 'YYYY-MM-DD'. */
export const instant = () => z.string().meta({ format: 'date-time' });

/** A value whose type another library owns (a stored section, a replayed state): typed, documented by its description. */
export const typed = <T>(description: string) => z.custom<T>(() => true).meta({ description });

/** `{status: 'success', message}`: the answer of a write. */
export const messageResponse = z.object({ status: z.literal('success'), message: z.string() });

/** `{status: 'success', message, data}`: a write that gives back what it stored. */
export const savedResponse = <T extends z.ZodType>(data: T) => messageResponse.extend({ data });

/** A streamed file (PDF, Excel, a document). */
export const fileResponse = z.string().meta({ format: 'binary', description: 'Archivo (Content-Disposition con su nombre)' });

/** Every error answer: the Spanish message and, for 422, the messages per field. */
export const errorResponse = z.object({ status: z.literal('error'), message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });
export type ErrorResponse = z.infer<typeof errorResponse>;
