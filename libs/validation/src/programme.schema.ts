import { z } from 'zod';
import { isCalendarDay } from './application/calendar.js';

const day = z.string().refine(isCalendarDay);
const titled = z.object({ title: z.string(), text: z.string() });

/**
 * The programme's office-editable content (config/programme.json): facts, calendar, contacts and every text of the
 * landing page, so the office changes them without a release. Browser-safe: the portal types its content with it.
 */
export const programmeSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  operator: z.string(),
  eligibleCity: z.string().min(1),
  timezone: z.string().min(1),
  facts: z.object({ places: z.number().int().positive(), modality: z.string(), modules: z.number().int(), months: z.number().int(), hoursPerModule: z.number().int(), certification: z.string() }),
  requirements: z.array(z.string()),
  coverage: z.array(z.string()),
  scholarPays: z.array(z.string()),
  calendar: z.array(z.object({ phase: z.string(), from: day, to: day })),
  resultsFrom: day,
  contacts: z.object({ email: z.string().email(), phone: z.string(), whatsappCountryCode: z.string(), address: z.string() }),
  landing: z.object({
    heroTitle: z.string(),
    heroText: z.string(),
    whyB1: z.object({ title: z.string(), paragraphs: z.array(z.string()) }),
    benefits: z.array(titled),
    afterAward: z.array(z.string()),
    testimonials: z.array(z.object({ name: z.string(), role: z.string(), text: z.string() })),
    institutions: z.array(z.string()),
    whatsappMessage: z.string(),
  }),
});

export type Programme = z.infer<typeof programmeSchema>;
