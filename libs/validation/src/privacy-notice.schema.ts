import { z } from 'zod';

const titledList = z.object({ title: z.string().min(1), items: z.array(z.string().min(1)).min(1) });

/**
 * The privacy notice shown before registration (LOPDP Art. 12): who is responsible, for what and on which legal
 * basis the programme treats which data, for how long in each outcome, who receives it, the rights and how to
 * exercise them, and the data protection officer. `version` is what a registration records as read; the office
 * changes it with the text.
 */
export const privacyNoticeSchema = z.object({
  version: z.string().min(1).max(40),
  /** The day this version took effect (`YYYY-MM-DD`). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'la fecha del aviso es AAAA-MM-DD'),
  controller: z.object({ name: z.string().min(1), ruc: z.string(), address: z.string().min(1), email: z.string().email() }),
  purposes: z.array(z.string().min(1)).min(1),
  legalBasis: z.array(z.string().min(1)).min(1),
  categories: z.array(titledList).min(1),
  /** How long the data is kept, one line per outcome of the application. */
  retention: z.array(z.object({ status: z.string().min(1), period: z.string().min(1) })).min(1),
  recipients: z.array(z.string().min(1)).min(1),
  rights: z.array(z.object({ name: z.string().min(1), description: z.string().min(1) })).min(1),
  howToExercise: z.array(z.string().min(1)).min(1),
  dpo: z.object({ name: z.string().min(1), email: z.string().email(), phone: z.string() }),
});

export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;
