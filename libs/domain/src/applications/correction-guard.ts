import { DomainError } from '../shared/domain-error.js';
import { APPLICATION_MESSAGES as M } from './application-messages.js';
import type { CorrectionFlags, CorrectionSection } from './application.types.js';
import { flaggedDataFields, flaggedEntries } from './correction-fields.js';

type Values = Readonly<Record<string, unknown>>;

/** Fields whose value differs between the stored section and the one sent (all sent fields when nothing was stored). */
export function changedFields(previous: object | undefined, next: object): string[] {
  const [before, after] = [(previous ?? {}) as Values, next as Values];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
}

/**
 * While corrections are pending only what the reviewer flagged may change. `fields` are the data fields a save
 * changes; absent for a list or the documents, whose flag is the whole section.
 */
export function assertCorrectable(flags: CorrectionFlags, section: CorrectionSection, fields?: string[]): void {
  if (!fields) {
    if (!flaggedEntries(flags).some((f) => f.section === section)) throw new DomainError('forbidden', M.sectionNotFlagged);
    return;
  }
  const allowed = new Set(flaggedDataFields(flags, section));
  // A section flagged at all may also replace the files that belong to it (step 6's RUC certificate).
  if (allowed.size) allowed.add('ruc_certificate');
  const refused = fields.filter((f) => !allowed.has(f));
  if (!refused.length) return;
  if (!allowed.size) throw new DomainError('forbidden', M.sectionNotFlagged);
  throw new DomainError('invalid', M.notFlaggedSummary, Object.fromEntries(refused.map((f) => [f, [M.fieldNotFlagged]])));
}
