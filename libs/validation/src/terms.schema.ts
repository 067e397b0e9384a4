import { z } from 'zod';

/**
 * The terms and conditions the applicant accepts on submitting (step 9's PDF, `portal/public/terminos-y-condiciones.pdf`,
 * generated from this and the privacy notice by `npm run terms:pdf`). `version` is what a submission records as
 * accepted; the office changes it with the text.
 */
export const termsSchema = z.object({
  version: z.string().min(1).max(40),
  /** The day this version took effect (`YYYY-MM-DD`). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'la fecha de los términos es AAAA-MM-DD'),
  conditions: z.array(z.string().min(1)).min(1),
});

export type Terms = z.infer<typeof termsSchema>;
