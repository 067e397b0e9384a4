import { APPLICATION_SECTIONS } from '@postula/catalogs';
import { CORRECTION_FIELDS } from './correction-fields.js';
import { DOCUMENT_TYPES } from './document-types.js';

/**
 * Each section's fields in the order the portal's form asks them, for every staff view of an application (details,
 * PDF sheet, audit timeline and diff). Stored sections come back from jsonb with their keys sorted by length, so a
 * view that lists them as stored scrambles them. The form sections' order is the correction catalog's; the lists'
 * items and the final step have no per-field flags, so their fields are listed here; documents by their catalog.
 */
export const FORM_FIELD_ORDER: Readonly<Record<string, readonly string[]>> = {
  personal_details: CORRECTION_FIELDS.personal_details.map((f) => f.field),
  address_details: CORRECTION_FIELDS.address_details.map((f) => f.field),
  academic_details: CORRECTION_FIELDS.academic_details.map((f) => f.field),
  personal_references: ['full_name', 'relationship', 'mobile_phone', 'home_phone'],
  household_members: ['first_name', 'last_name', 'age', 'marital_status', 'relationship', 'education_level', 'occupation', 'company_institution', 'mobile_phone', 'home_phone', 'contributors'],
  economic_status: CORRECTION_FIELDS.economic_status.map((f) => f.field),
  documents: DOCUMENT_TYPES,
  financial_summary: CORRECTION_FIELDS.financial_summary.map((f) => f.field),
  application_info: ['motivation', 'accepts_terms', 'submission_city', 'submission_date'],
};

/** The form's sections in order, then any other key (applicant_info, exam...) after them. */
export const SECTION_ORDER: readonly string[] = APPLICATION_SECTIONS.map((s) => s.key);

/** Position of `key` in `order`; keys the order does not know go last, in their own order. */
const rank = (order: readonly string[], key: string) => {
  const at = order.indexOf(key);
  return at < 0 ? order.length : at;
};

/** `items` sorted by the form's order of their keys (a stable sort: unknown keys keep their order, after the known). */
export const sortByOrder = <T>(order: readonly string[], items: readonly T[], keyOf: (item: T) => string): T[] =>
  [...items].sort((a, b) => rank(order, keyOf(a)) - rank(order, keyOf(b)));

/** A section's `[field, value]` pairs in the form's order. */
export const entriesInFormOrder = (section: string, data: Readonly<Record<string, unknown>>): [string, unknown][] =>
  sortByOrder(FORM_FIELD_ORDER[section] ?? [], Object.entries(data), ([field]) => field);
