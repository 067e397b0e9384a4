import { z } from 'zod';

/**
 * Query-string pieces of the staff lists. Values arrive as strings (arrays when repeated); a value that does
 * not parse answers 422 with a Spanish message under its name (through ZodValidationPipe), never a 500.
 */
const MAX_PER_PAGE = 100;
const PAGE_MESSAGE = 'La página debe ser un número entero mayor o igual a 1';
const PER_PAGE_MESSAGE = `La cantidad por página debe ser un número entero entre 1 y ${MAX_PER_PAGE}`;
const FLAG_MESSAGE = 'Debe ser true o false';
const DAY_MESSAGE = 'La fecha debe tener el formato AAAA-MM-DD';
const TEXT_MESSAGE = 'Debe ser un texto de hasta 200 caracteres';
const ID_MESSAGE = 'El identificador no es válido';

const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const integer = (message: string) => z.string({ error: message }).regex(/^\d{1,9}$/, message).transform(Number);

export const pageParam = () => z.preprocess(blankAsAbsent, integer(PAGE_MESSAGE).pipe(z.number().min(1, PAGE_MESSAGE)).default(1));

export const perPageParam = (fallback: number) =>
  z.preprocess(blankAsAbsent, integer(PER_PAGE_MESSAGE).pipe(z.number().min(1, PER_PAGE_MESSAGE).max(MAX_PER_PAGE, PER_PAGE_MESSAGE)).default(fallback));

/** `true`/`false` (or 1/0); absent when not sent. */
export const flagParam = () =>
  z.preprocess(blankAsAbsent, z.enum(['true', 'false', '1', '0'], { error: FLAG_MESSAGE }).transform((v) => v === 'true' || v === '1').optional());

/** A calendar day `YYYY-MM-DD` that exists. */
export const dayParam = () =>
  z.preprocess(
    blankAsAbsent,
    z
      .string({ error: DAY_MESSAGE })
      .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE)
      .refine((v) => {
        const t = Date.parse(`${v}T00:00:00Z`);
        return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v); // 2025-02-30 parses as 2 March
      }, DAY_MESSAGE)
      .optional(),
  );

/** A free-text filter: trimmed, blank means no filter. */
export const textParam = () => z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string({ error: TEXT_MESSAGE }).max(200, TEXT_MESSAGE).optional());

/** The `?user_id=` / `?applicant_id=` of a write: a uuid, required. */
export const idParam = () => z.uuid({ error: ID_MESSAGE });

/** `ILIKE` pattern for "contains", with the wildcard characters of the input taken literally. */
export const containsPattern = (text: string | undefined) => (text === undefined ? null : `%${text.replace(/[\\%_]/g, '\\$&')}%`);

export interface Pagination {
  current_page: number;
  /** At least 1, so an empty list still reads 'Página 1 de 1'. */
  total_pages: number;
  per_page: number;
  total: number;
}

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export const pageOf = <T>(data: T[], total: number, page: number, perPage: number): Page<T> => ({
  data,
  pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
});
