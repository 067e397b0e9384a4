import { APPLICATION_SECTIONS, SECTION_LABELS } from '@postula/catalogs';
import type { CorrectionFlags, CorrectionSection } from './application.types.js';

/**
 * The one mapping between correction flags (applicant-side.md section 3; staff send them as `{flag}_correction_{section}`,
 * staff-side.md section 3) and the fields of the stored sections, each section's fields in the order the portal's step
 * asks them (the staff details, the PDF sheet and the audit views show them in that order). API, portal and staff UI all read it.
 */
export interface CorrectionField {
  /** The flag's name inside its section, e.g. 'birth_date'. */
  readonly flag: string;
  /** The section's data field it stands for, e.g. 'date_of_birth'; for a section-level flag, the whole list. */
  readonly field: string;
  /** Spanish label, used in the correction e-mail and the UIs. */
  readonly label: string;
}

const same = (name: string, label: string): CorrectionField => ({ flag: name, field: name, label });

export const CORRECTION_FIELDS: Readonly<Record<CorrectionSection, readonly CorrectionField[]>> = {
  personal_details: [
    { flag: 'birth_date', field: 'date_of_birth', label: 'Fecha de nacimiento' },
    same('country_of_birth', 'País de nacimiento'),
    same('province_of_birth', 'Provincia de nacimiento'),
    same('city_of_birth', 'Ciudad de nacimiento'),
    same('gender', 'Género'),
    { flag: 'civil_status', field: 'marital_status', label: 'Estado civil' },
    { flag: 'phone', field: 'phone_number', label: 'Teléfono' },
    same('blood_type', 'Tipo de sangre'),
  ],
  address_details: [
    { flag: 'main_street', field: 'address', label: 'Dirección' },
    same('house_number', 'Número de casa'),
    same('mobile_phone', 'Teléfono móvil'),
    same('home_phone', 'Teléfono convencional'),
    same('province', 'Provincia'),
    same('city', 'Ciudad'),
    same('parish', 'Parroquia'),
    same('sector', 'Sector'),
    { flag: 'residence_type', field: 'housing_type', label: 'Tipo de vivienda' },
    same('ocupacion_vivienda', 'Ocupación de la vivienda'),
    same('tiene_inquilinos', 'Tiene inquilinos'),
    same('numero_dormitorios', 'Número de dormitorios'),
    same('basic_services', 'Servicios básicos'),
    same('facebook', 'Facebook'),
    same('instagram', 'Instagram'),
    same('twitter', 'Twitter'),
  ],
  academic_details: [
    same('is_foreign_institution', 'Institución extranjera'),
    same('currently_studying_school', 'Estudia actualmente en el colegio'),
    same('province', 'Provincia de la institución'),
    same('city', 'Ciudad de la institución'),
    same('institution_type', 'Tipo de institución'),
    same('graduation_institution', 'Institución educativa'),
    same('bachelor_degree', 'Título de bachiller'),
    same('graduation_grade', 'Nota de grado'),
    same('graduation_year', 'Año de graduación'),
    same('currently_studying', 'Estudia actualmente en la universidad'),
    same('current_institution', 'Institución actual'),
  ],
  personal_references: [{ flag: 'references', field: 'personal_references', label: 'Referencias personales' }],
  household_members: [same('household_members', 'Miembros del hogar')],
  economic_status: [
    same('currently_working', 'Trabaja actualmente'),
    { flag: 'employment_type', field: 'under_dependency', label: 'Relación de dependencia' },
    same('entrepreneur_artisan', 'Emprendedor o artesano'),
    same('monthly_income', 'Ingreso mensual'),
    { flag: 'income_source', field: 'income_activity', label: 'Actividad económica' },
    same('company_name', 'Nombre de la empresa'),
    { flag: 'position', field: 'job_title', label: 'Cargo' },
    same('company_address', 'Dirección de la empresa'),
    same('company_phone', 'Teléfono de la empresa'),
    same('company_city', 'Ciudad de la empresa'),
    { flag: 'work_start_date', field: 'start_date', label: 'Fecha de inicio' },
    same('months_worked', 'Meses trabajados'),
  ],
  documents: [same('documents', 'Documentos')],
  financial_summary: [
    same('monthly_income', 'Ingreso mensual'),
    { flag: 'monthly_rent', field: 'housing_expenses', label: 'Gastos de vivienda' },
    { flag: 'monthly_food', field: 'food_expenses', label: 'Gastos de alimentación' },
    { flag: 'monthly_education', field: 'education_expenses', label: 'Gastos de educación' },
    { flag: 'monthly_transport', field: 'transport_expenses', label: 'Gastos de transporte' },
    { flag: 'monthly_health', field: 'health_expenses', label: 'Gastos de salud' },
    { flag: 'monthly_clothing', field: 'clothing_expenses', label: 'Gastos de vestimenta' },
    { flag: 'monthly_basic_services', field: 'basic_services_expenses', label: 'Gastos de servicios básicos' },
    same('credit_card_expenses', 'Gastos de tarjeta de crédito'),
    same('other_expenses', 'Otros gastos'),
  ],
  application_info: [same('motivation', 'Motivación'), same('submission_city', 'Ciudad de postulación'), same('submission_date', 'Fecha de postulación')],
};

/** The nine sections in form order. */
export const CORRECTION_SECTIONS: readonly CorrectionSection[] = APPLICATION_SECTIONS.map((s) => s.key);

/** Every section with every flag, each true when it needs correction. */
export type CorrectionsBySection = Record<CorrectionSection, Record<string, boolean>>;

const isSection = (value: string): value is CorrectionSection => Object.hasOwn(CORRECTION_FIELDS, value);

/** `birth_date_correction_personal_details`: the staff request's key for a flag. */
export const correctionFlagKey = (section: CorrectionSection, flag: string) => `${flag}_correction_${section}`;

/** The section and flag of a staff request key, or null when it names no known flag. */
export function parseCorrectionFlagKey(key: string): { section: CorrectionSection; flag: string } | null {
  const at = key.lastIndexOf('_correction_');
  if (at < 0) return null;
  const flag = key.slice(0, at);
  const section = key.slice(at + '_correction_'.length);
  return isSection(section) && CORRECTION_FIELDS[section].some((f) => f.flag === flag) ? { section, flag } : null;
}

const TRUTHY = new Set<unknown>([true, 1, '1', 'true', 'on']);

/**
 * A staff request's `{flag}_correction_{section}` values (booleans, '1'/'0', 'true'/'on') as flags grouped by section.
 * Every known flag is present (false unless ticked); other keys (application_id, correction_notes...) are ignored.
 */
export function correctionsFromFlagKeys(request: Readonly<Record<string, unknown>>): CorrectionsBySection {
  const out = emptyCorrections();
  for (const [key, value] of Object.entries(request)) {
    const parsed = parseCorrectionFlagKey(key);
    if (parsed && TRUTHY.has(value)) out[parsed.section][parsed.flag] = true;
  }
  return out;
}

/** Every flag of every section, all false. */
export function emptyCorrections(): CorrectionsBySection {
  return Object.fromEntries(CORRECTION_SECTIONS.map((s) => [s, Object.fromEntries(CORRECTION_FIELDS[s].map((f) => [f.flag, false]))])) as CorrectionsBySection;
}

/** Stored flags (only the true ones, say) completed into the full `{section: {flag: bool}}` the portal reads; unknown flags dropped. */
export function completeCorrections(flags: CorrectionFlags): CorrectionsBySection {
  const out = emptyCorrections();
  for (const section of CORRECTION_SECTIONS)
    for (const [flag, on] of Object.entries(flags[section] ?? {})) if (on && Object.hasOwn(out[section], flag)) out[section][flag] = true;
  return out;
}

/** The flags that are set, in form order. */
export const flaggedEntries = (flags: CorrectionFlags): { section: CorrectionSection; flag: string; field: string; label: string }[] =>
  CORRECTION_SECTIONS.flatMap((section) => CORRECTION_FIELDS[section].filter((f) => flags[section]?.[f.flag]).map((f) => ({ section, ...f })));

export const hasCorrections = (flags: CorrectionFlags) => flaggedEntries(flags).length > 0;

/** The data fields of a section that may change while corrections are pending. */
export const flaggedDataFields = (flags: CorrectionFlags, section: CorrectionSection): string[] =>
  CORRECTION_FIELDS[section].filter((f) => flags[section]?.[f.flag]).map((f) => f.field);

export const flagForField = (section: CorrectionSection, field: string): string | undefined => CORRECTION_FIELDS[section].find((f) => f.field === field)?.flag;

export const fieldForFlag = (section: CorrectionSection, flag: string): string | undefined => CORRECTION_FIELDS[section].find((f) => f.flag === flag)?.field;

export const correctionLabel = (section: CorrectionSection, flag: string): string | undefined => CORRECTION_FIELDS[section].find((f) => f.flag === flag)?.label;

export const sectionLabel = (section: CorrectionSection): string => SECTION_LABELS[section];

/** The form step (1–9) that edits a section. */
export const sectionStep = (section: CorrectionSection): number => APPLICATION_SECTIONS.find((s) => s.key === section)!.step;

/** The step the form opens on with corrections pending: that of the first flagged section, or null. */
export const firstCorrectionStep = (flags: CorrectionFlags): number | null => {
  const first = flaggedEntries(flags)[0];
  return first ? sectionStep(first.section) : null;
};
