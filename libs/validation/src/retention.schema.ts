import { z } from 'zod';

/** A retention period: calendar months and days, or seconds (short periods for tests and trials). */
export const retentionPeriodSchema = z
  .object({ months: z.number().int().min(0), days: z.number().int().min(0), seconds: z.number().int().min(0) })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'un periodo necesita months, days o seconds');
export type RetentionPeriod = z.infer<typeof retentionPeriodSchema>;

/**
 * How long the programme keeps an applicant's personal data after each outcome (LOPDP Art. 10), counted from the
 * application deadline (never submitted) or the decision (rejected). Awarded scholars' data is kept by law (Art. 18):
 * `awarded` is always null. Anything else (submitted and under review, approved, on the waiting list) is not erased.
 */
export const retentionSchema = z.object({
  never_submitted: retentionPeriodSchema,
  rejected: retentionPeriodSchema,
  awarded: z.null(),
});
export type RetentionPeriods = z.infer<typeof retentionSchema>;
