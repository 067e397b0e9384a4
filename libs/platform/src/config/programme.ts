import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { programmeSchema, type Programme } from '@postula/validation';
import { repoRoot } from './paths.js';

export { programmeSchema };
export type { Programme };

/** Reads and validates the programme file; only `loadConfig` calls it, so the file is read once per process. */
export function loadProgramme(file = join(repoRoot(), 'config', 'programme.json')): Programme {
  const parsed = programmeSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`Invalid programme file ${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
