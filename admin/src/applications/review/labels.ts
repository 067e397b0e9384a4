import { CORRECTION_FIELDS } from '@postula/domain';

/** Sections of an application as the staff screens name them (details and the audit timeline). */
export type Section = keyof typeof CORRECTION_FIELDS;

export const SECTION_TITLES: Record<string, string> = {
  application_info: 'Información de la aplicación',
  applicant_info: 'Información del postulante',
  personal_details: 'Datos personales',
  address_details: 'Dirección',
  academic_details: 'Datos académicos',
  household_members: 'Miembros del hogar',
  personal_references: 'Referencias personales',
  documents: 'Documentos',
  economic_status: 'Situación laboral',
  financial_summary: 'Resumen financiero',
};

export const flagOf = (section: Section, field: string) => CORRECTION_FIELDS[section]?.find((f) => f.field === field);
/** The spec's label of a field, else its name in words. */
export const labelOf = (section: Section, field: string) => flagOf(section, field)?.label ?? field.replace(/_/g, ' ');
