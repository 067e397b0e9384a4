import { EMAIL_STAGES, EMAIL_STATUSES } from '@postula/domain';
import { z } from 'zod';

/** Query strings arrive as text: blanks count as absent, the rest is trimmed. */
const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v);

const text = () => z.preprocess(blank, z.string({ error: 'Debe ser un texto' }).max(200, 'Debe tener como máximo 200 caracteres').optional());

const flag = () =>
  z.preprocess(
    blank,
    z
      .enum(['true', 'false', '1', '0'], { error: 'Debe ser true o false' })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  );

const day = () =>
  z.preprocess(
    blank,
    z
      .string({ error: 'Debe ser una fecha AAAA-MM-DD' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Debe ser una fecha AAAA-MM-DD', abort: true })
      .refine((v) => {
        const time = Date.parse(`${v}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v); // 2025-02-30 parses, but as 2 March
      }, 'No es una fecha válida')
      .optional(),
  );

const positive = (message: string, max: number, fallback: number) =>
  z.preprocess(blank, z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback));

/** GET email-logs: every filter of the spec (staff-side section 7), page size 10 by default. */
export const emailLogsQuerySchema = z
  .object({
    page: positive('La página debe ser un número entero mayor o igual a 1', 1_000_000, 1),
    per_page: positive('La cantidad por página debe ser un número entero entre 1 y 100', 100, 10),
    first_name: text(),
    last_name: text(),
    email: text(),
    identification: text(),
    stage: z.preprocess(blank, z.enum(EMAIL_STAGES, { error: `La etapa debe ser una de: ${EMAIL_STAGES.join(', ')}` }).optional()),
    send_status: z.preprocess(blank, z.enum(EMAIL_STATUSES, { error: `El estado de envío debe ser uno de: ${EMAIL_STATUSES.join(', ')}` }).optional()),
    is_opened: flag(),
    date_from: day(),
    date_to: day(),
    tracking_id: text(),
    has_failure: flag(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, { path: ['date_to'], message: 'La fecha final no puede ser anterior a la fecha inicial' });

export type EmailLogsQueryInput = z.infer<typeof emailLogsQuerySchema>;
