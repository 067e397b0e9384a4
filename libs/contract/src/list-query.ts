import { INVALID_ID, isCalendarDay, uuid } from '@postula/validation';
import { z } from 'zod';

/**
 * Query-string pieces of every paged list and filter. Values arrive as strings (arrays when repeated); a value that does
 * not parse answers 422 with a Spanish message under its name (through the API's ZodValidationPipe), never a 500.
 */
const MAX_PER_PAGE = 100;
export const PAGE_MESSAGE = 'La página debe ser un número entero mayor o igual a 1';
export const PER_PAGE_MESSAGE = `La cantidad por página debe ser un número entero entre 1 y ${MAX_PER_PAGE}`;
export const FLAG_MESSAGE = 'Debe ser true o false';
export const DAY_MESSAGE = 'La fecha debe tener el formato AAAA-MM-DD';
export const TEXT_MESSAGE = 'Debe ser un texto de hasta 200 caracteres';
export const DATE_ORDER_MESSAGE = 'La fecha final debe ser igual o posterior a la fecha inicial';

const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const integer = (message: string) => z.string({ error: message }).regex(/^\d{1,9}$/, message).transform(Number);

export const pageParam = () => z.preprocess(blankAsAbsent, integer(PAGE_MESSAGE).pipe(z.number().min(1, PAGE_MESSAGE)).default(1));

export const perPageParam = (fallback: number) =>
  z.preprocess(blankAsAbsent, integer(PER_PAGE_MESSAGE).pipe(z.number().min(1, PER_PAGE_MESSAGE).max(MAX_PER_PAGE, PER_PAGE_MESSAGE)).default(fallback));

/** `page` and `per_page` of a paged list, `perPage` by default. */
export const pageParams = (perPage: number) => ({ page: pageParam(), per_page: perPageParam(perPage) });

/** `true`/`false` (or 1/0); absent when not sent. */
export const flagParam = () =>
  z.preprocess(blankAsAbsent, z.enum(['true', 'false', '1', '0'], { error: FLAG_MESSAGE }).transform((v) => v === 'true' || v === '1').optional());

/** A calendar day `YYYY-MM-DD` that exists; absent when not sent. */
export const dayParam = () => z.preprocess(blankAsAbsent, z.string({ error: DAY_MESSAGE }).refine(isCalendarDay, DAY_MESSAGE).optional());

/** A free-text filter: trimmed, blank means no filter. */
export const textParam = () => z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string({ error: TEXT_MESSAGE }).max(200, TEXT_MESSAGE).optional());

/** An id in a query or path (`?user_id=`, `?id=`, `/{id}/`): a uuid, required. */
export const idParam = () => uuid(INVALID_ID);

/** A day range whose end is not before its start (refined on `to`). */
export const dayOrder =
  <K extends string>(from: K, to: K) =>
  (q: Partial<Record<K, string>>, ctx: z.RefinementCtx) => {
    const [start, end] = [q[from], q[to]];
    if (start && end && start > end) ctx.addIssue({ code: 'custom', path: [to], message: DATE_ORDER_MESSAGE });
  };

/** The one pagination envelope of every paged list. */
export const paginationSchema = z.object({
  current_page: z.number().int(),
  /** At least 1, so an empty list still reads 'Página 1 de 1'. */
  total_pages: z.number().int().min(1),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination: paginationSchema });
export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export const pageOf = <T>(data: T[], total: number, page: number, perPage: number): Page<T> => ({
  data,
  pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
});
