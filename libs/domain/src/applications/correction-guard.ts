import { DomainError } from '../shared/domain-error.js';
import { APPLICATION_MESSAGES as M } from './application-messages.js';
import type { ApplicationState, CorrectionBaseline } from './application.state.js';
import type { CorrectionFlags, CorrectionSection } from './application.types.js';
import { flaggedDataFields, flaggedEntries, sectionLabel } from './correction-fields.js';

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

/** Flags of what the applicant cannot edit (the submission's own city and date): sent back as they are. */
const FIXED_FIELDS: readonly string[] = ['application_info.submission_city', 'application_info.submission_date'];

/** A flagged value where the applicant edits it: a form field, a whole list, the documents, the motivation. */
function flaggedValue(values: CorrectionBaseline, section: CorrectionSection, field: string): unknown {
  switch (section) {
    case 'personal_references':
      return values.references;
    case 'household_members':
      return values.members;
    case 'documents':
      return values.documents; // a new upload is a new document id, even of the same file
    case 'application_info':
      return values.motivation;
    default:
      return (values.sections[section] as Values | undefined)?.[field];
  }
}

/**
 * Corrections go back only once every flagged value differs from what the reviewer flagged (docs/decisions.md,
 * "Corrections change what was flagged"); otherwise a 422 names those that did not change. Keys: the flag's
 * `{section}.{field}`, or the bare field on the final step, where the form shows it under its input.
 */
export function assertFlaggedChanged(state: ApplicationState, motivation: string): void {
  const corrections = state.corrections;
  if (!corrections) return;
  const now: CorrectionBaseline = { ...state, motivation };
  const unchanged = flaggedEntries(corrections.flags).filter(
    ({ section, field }) =>
      !FIXED_FIELDS.includes(`${section}.${field}`) && JSON.stringify(flaggedValue(corrections.before, section, field) ?? null) === JSON.stringify(flaggedValue(now, section, field) ?? null),
  );
  if (!unchanged.length) return;
  const named = unchanged.map((e) => ({ ...e, name: unchanged.some((o) => o !== e && o.label === e.label) ? `${e.label} (${sectionLabel(e.section)})` : e.label }));
  throw new DomainError(
    'invalid',
    M.unchangedSummary(named.map((e) => e.name)),
    Object.fromEntries(named.map((e) => [e.section === 'application_info' ? e.field : `${e.section}.${e.field}`, [M.unchangedField(e.name)]])),
  );
}
