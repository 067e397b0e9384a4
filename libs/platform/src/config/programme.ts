import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The programme's facts, calendar and contacts: office-editable content in config/programme.json. */
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
});

export type Programme = z.infer<typeof programmeSchema>;

export function loadProgramme(file = process.env.PROGRAMME_FILE || join(repoRoot(), 'config', 'programme.json')): Programme {
  const parsed = programmeSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`Invalid programme file ${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
