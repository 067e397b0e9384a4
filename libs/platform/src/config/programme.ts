import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { datedProgramme, programmeFileSchema, type Programme } from '@postula/validation';
import { repoRoot } from './paths.js';

export type { Programme };

/**
 * Reads and validates the programme file and dates its calendar from the application deadline (and from the moment
 * applications opened, when known); only `loadConfig` (and tests) call it, so the file is read once per process.
 */
export function loadProgramme(deadline: string, file = join(repoRoot(), 'config', 'programme.json'), opened?: string): Programme {
  const parsed = programmeFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`Invalid programme file ${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return datedProgramme(parsed.data, deadline, opened);
}

/** The demo file's contacts: an office that goes live with them leaves applicants no way to reach it. */
const PLACEHOLDER_CONTACTS = { email: /@postula\.local$|@example\./i, phone: /^0?9{9,10}$/ };

/** Spanish warnings for the contacts that are still placeholders, printed at every start until the office edits them. */
export function placeholderContactWarnings({ contacts }: Pick<Programme, 'contacts'>): string[] {
  const warnings: string[] = [];
  if (PLACEHOLDER_CONTACTS.email.test(contacts.email)) warnings.push(`El correo de contacto del programa (${contacts.email}) es de ejemplo: edite contacts.email en config/programme.json.`);
  if (PLACEHOLDER_CONTACTS.phone.test(contacts.phone.replace(/\D/g, ''))) warnings.push(`El teléfono de contacto del programa (${contacts.phone}) es de ejemplo: edite contacts.phone en config/programme.json.`);
  return warnings;
}
