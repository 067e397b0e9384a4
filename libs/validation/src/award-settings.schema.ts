import { z } from 'zod';

/** The documents a scholar delivers after accepting: stable keys; their labels come from the programme file. */
export const AWARD_DOCUMENT_TYPES = ['commitment_letter', 'notarized_id', 'enrolment_certificate'] as const;
export type AwardDocumentType = (typeof AWARD_DOCUMENT_TYPES)[number];

/** How the waiting list is ordered: by approval time, or by the weighted score (libs/domain award-score.ts). */
export const WAITING_LIST_ORDERS = ['approval', 'score'] as const;
export type WaitingListOrder = (typeof WAITING_LIST_ORDERS)[number];

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * An ISO 8601 duration in milliseconds (`P7D`, `PT2M`, `P1DT12H`), or null when it is not one. Years and months are
 * refused: their length depends on the date they start from.
 */
export function isoDurationMs(text: string): number | null {
  const m = DURATION.exec(text);
  if (!m || text === 'P' || text.endsWith('T')) return null;
  const [w, d, h, min, s] = m.slice(1).map((v) => Number(v ?? 0));
  const ms = ((((w * 7 + d) * 24 + h) * 60 + min) * 60 + s) * 1000;
  return ms > 0 ? ms : null;
}

export const DURATION_MESSAGE = 'debe ser una duración ISO 8601 en semanas, días, horas, minutos o segundos, p. ej. P7D o PT2M';
export const isoDuration = () => z.string().refine((v) => isoDurationMs(v) !== null, DURATION_MESSAGE);

const weight = z.number().min(0);

/** The programme file's `award` section: the offer's deadline, the waiting list's order and the post-award documents. */
export const awardSettingsSchema = z.object({
  /** How long an offer stays open; AWARD_ACCEPT_WITHIN wins over it. */
  acceptWithin: isoDuration().default('P7D'),
  waitingListOrder: z.enum(WAITING_LIST_ORDERS).default('approval'),
  scoreWeights: z
    .object({ diagnostic: weight, academic: weight, income: weight, incomeCeiling: z.number().positive() })
    .refine((w) => w.diagnostic + w.academic + w.income > 0, 'al menos un peso debe ser mayor que 0')
    .default({ diagnostic: 0.4, academic: 0.4, income: 0.2, incomeCeiling: 500 }),
  documents: z
    .array(z.object({ type: z.enum(AWARD_DOCUMENT_TYPES), label: z.string().min(1) }))
    .refine((docs) => new Set(docs.map((d) => d.type)).size === docs.length, 'cada tipo de documento aparece una sola vez')
    .default([
      { type: 'commitment_letter', label: 'Carta de compromiso firmada por el becario (y su representante, si es menor de edad)' },
      { type: 'notarized_id', label: 'Copia notariada de la cédula' },
      { type: 'enrolment_certificate', label: 'Certificado de matrícula o título de bachiller legalizado' },
    ]),
});
export type AwardSettingsFile = z.infer<typeof awardSettingsSchema>;
