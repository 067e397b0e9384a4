import { useMemo } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import {
  BASIC_SERVICES,
  BLOOD_TYPES,
  DOCUMENT_TYPE_CATALOG,
  EDUCATION_LEVELS,
  FOREIGN_INSTITUTION,
  GENDERS,
  HOUSING_OCCUPANCIES,
  HOUSING_TYPES,
  IDENTIFICATION_TYPES,
  INSTITUTION_TYPES,
  MARITAL_STATUSES,
  RELATIONSHIPS,
  SECTION_LABELS,
  SECTORS,
  choiceLabel,
  type Choice,
} from '@postula/catalogs';
import { CORRECTION_FIELDS, correctionLabel } from '@postula/domain';
import { formatDateTime, formatDay, formatNumber } from '../../layout/format.js';

/**
 * How the staff screens show an application's fields, in one place for the details, the history and the audit
 * timeline and diff: Spanish labels (the correction catalog's, else `resources.applications.fields.<section>.<field>`
 * of es.ts), choice values by the portal's catalog labels, Sí/No, Spanish dates and numbers.
 */

/** Sections of an application as stored (the correction catalog's keys). */
export type Section = keyof typeof CORRECTION_FIELDS;

/** The form's section titles (libs/catalogs), plus what only staff see; the staff screens say 'Dirección' short, and application_info is the record, not step 9. */
export const SECTION_TITLES: Record<string, string> = {
  ...SECTION_LABELS,
  application: 'Estado',
  application_info: 'Información de la aplicación',
  applicant_info: 'Información del postulante',
  address_details: 'Dirección',
  exam: 'Examen diagnóstico',
  corrections: 'Correcciones pendientes',
};

/** The choice list of a field, by name: a name means the same list in every section (marital_status of the applicant and of a household member). */
const CHOICES: Record<string, readonly Choice[]> = {
  identification_type: IDENTIFICATION_TYPES,
  gender: GENDERS,
  marital_status: MARITAL_STATUSES,
  blood_type: BLOOD_TYPES,
  sector: SECTORS,
  housing_type: HOUSING_TYPES,
  ocupacion_vivienda: HOUSING_OCCUPANCIES,
  institution_type: INSTITUTION_TYPES,
  basic_services: BASIC_SERVICES,
  relationship: RELATIONSHIPS,
  education_level: EDUCATION_LEVELS,
  document_type: DOCUMENT_TYPE_CATALOG,
};
export const choicesOf = (field: string): readonly Choice[] | undefined => CHOICES[field];

export const flagOf = (section: Section, field: string) => CORRECTION_FIELDS[section]?.find((f) => f.field === field);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function fieldText(translate: TranslateFunction) {
  /** The Spanish label of `field` in `section`; documents by type, correction flags (`section.flag`) by section and flag. */
  function label(section: string, field: string): string {
    if (section === 'documents') return choiceLabel(DOCUMENT_TYPE_CATALOG, field);
    if (section === 'corrections' && field.includes('.')) {
      const [flagged, flag] = field.split('.') as [Section, string];
      return `${SECTION_TITLES[flagged] ?? flagged} · ${correctionLabel(flagged, flag) ?? flag}`;
    }
    return flagOf(section as Section, field)?.label ?? translate(`resources.applications.fields.${section}.${field}`, { _: field });
  }

  /** A stored value as the office reads it; '—' when empty. */
  function value(field: string, stored: unknown): string {
    if (stored === null || stored === undefined || stored === '' || (Array.isArray(stored) && !stored.length)) return '—';
    if (Array.isArray(stored)) return stored.map((item) => value(field, item)).join(', ');
    if (typeof stored === 'boolean') return stored ? 'Sí' : 'No';
    if (typeof stored === 'number') return formatNumber(stored);
    if (typeof stored === 'object') {
      // A document by its file name, a reviewer by name.
      const named = stored as Record<string, unknown>;
      return String(named.file_name ?? named.full_name ?? named.name ?? '—');
    }
    const text = String(stored);
    if (field === 'status') return translate(`postula.status.${text}`, { _: text });
    if (text === FOREIGN_INSTITUTION) return 'No aplica (institución extranjera)';
    const choices = CHOICES[field];
    if (choices) return choiceLabel(choices, text);
    if (ISO_DAY.test(text)) return formatDay(text);
    if (ISO_INSTANT.test(text)) return formatDateTime(text);
    return text;
  }

  return { label, value };
}

export type FieldText = ReturnType<typeof fieldText>;

export function useFieldText(): FieldText {
  const translate = useTranslate();
  return useMemo(() => fieldText(translate), [translate]);
}
