import { retentionSchema } from './retention.schema.js';
import { z } from 'zod';
import { awardSettingsSchema } from './award-settings.schema.js';
import { privacyNoticeSchema } from './privacy-notice.schema.js';
import { termsSchema } from './terms.schema.js';

/** Days counted from the application deadline's day (0), in the programme's time zone: the calendar moves with the deadline. */
const dayFromDeadline = z.number().int().min(-366).max(366);
const phase = z.object({ phase: z.string().min(1), from: dayFromDeadline, to: dayFromDeadline }).refine((p) => p.from <= p.to, 'una fase no puede terminar antes de empezar');
const titled = z.object({ title: z.string(), text: z.string() });

/**
 * The programme's office-editable content (config/programme.json): facts, calendar, contacts and every text of the
 * landing page, so the office changes them without a release. The calendar is written in days from the application
 * deadline, whose own value is `APPLICATION_DEADLINE`: the first phase is the applications' and ends on day 0, so the
 * calendar can never contradict the countdown, and results come after the deadline.
 */
export const programmeFileSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  operator: z.string(),
  eligibleCity: z.string().min(1),
  timezone: z.string().min(1),
  facts: z.object({ places: z.number().int().positive(), modality: z.string(), modules: z.number().int(), months: z.number().int(), hoursPerModule: z.number().int(), certification: z.string() }),
  requirements: z.array(z.string()),
  coverage: z.array(z.string()),
  scholarPays: z.array(z.string()),
  calendar: z
    .array(phase)
    .min(1)
    .refine(([applications]) => applications.to === 0, 'la primera fase (las postulaciones) termina el día del cierre: su "to" es 0'),
  resultsFrom: dayFromDeadline.min(1, 'los resultados se publican después del cierre de postulaciones'),
  contacts: z.object({ email: z.string().email(), phone: z.string(), whatsappCountryCode: z.string(), address: z.string() }),
  retention: retentionSchema,
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
  award: awardSettingsSchema.default(awardSettingsSchema.parse({})),
  /** The diagnostic exam's minimum: fewer correct answers fail the entry conditions (and the automatic rejection). */
  exam: z.object({ minCorrectAnswers: z.number().int().min(0).max(40).default(13) }).default({ minCorrectAnswers: 13 }),
  privacyNotice: privacyNoticeSchema,
  terms: termsSchema,
});

export type ProgrammeFile = z.infer<typeof programmeFileSchema>;

/** The programme as served and used: the calendar and the results' day dated (`YYYY-MM-DD`) from the deadline. Browser-safe: the portal types its content with it. */
export type Programme = Omit<ProgrammeFile, 'calendar' | 'resultsFrom'> & { calendar: { phase: string; from: string; to: string }[]; resultsFrom: string };

/**
 * The file's calendar dated from the deadline's day in the programme's time zone. When the moment applications opened
 * is known (`opened`), the applications' phase starts on its day instead of the file's `from`, so the calendar never
 * tells a registered applicant that applications start later.
 */
export function datedProgramme(file: ProgrammeFile, deadline: string, opened?: string): Programme {
  const dayOf = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: file.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
  const deadlineDay = dayOf(deadline);
  const dayAt = (offset: number) => new Date(Date.parse(`${deadlineDay}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const calendar = file.calendar.map((p) => ({ phase: p.phase, from: dayAt(p.from), to: dayAt(p.to) }));
  if (opened && dayOf(opened) <= deadlineDay) calendar[0].from = dayOf(opened);
  return { ...file, calendar, resultsFrom: dayAt(file.resultsFrom) };
}
