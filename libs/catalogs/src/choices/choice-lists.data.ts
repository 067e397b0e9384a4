import type { Choice } from './choice.js';

/** The choice lists of the application form (applicant-side.md section 3), stored values with Spanish labels. */

/** An applicant's identity document (registration and the staff details). */
export const IDENTIFICATION_TYPES = [
  { value: 'cedula', label: 'Cédula' },
  { value: 'pasaporte', label: 'Pasaporte' },
] as const satisfies readonly Choice[];

export const GENDERS = [
  { value: 'male', label: 'Masculino' },
  { value: 'female', label: 'Femenino' },
  { value: 'other', label: 'Otro' },
] as const satisfies readonly Choice[];
export type Gender = (typeof GENDERS)[number]['value'];

export const MARITAL_STATUSES = [
  { value: 'soltero', label: 'Soltero/a' },
  { value: 'casado', label: 'Casado/a' },
  { value: 'divorciado', label: 'Divorciado/a' },
  { value: 'viudo', label: 'Viudo/a' },
  { value: 'union_libre', label: 'Unión libre' },
] as const satisfies readonly Choice[];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number]['value'];

export const BLOOD_TYPES = (['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'] as const).map((value) => ({ value, label: value }));
export type BloodType = (typeof BLOOD_TYPES)[number]['value'];

export const HOUSING_TYPES = [
  { value: 'casa', label: 'Casa' },
  { value: 'departamento', label: 'Departamento' },
  { value: 'cuarto', label: 'Cuarto' },
] as const satisfies readonly Choice[];
export type HousingType = (typeof HOUSING_TYPES)[number]['value'];

/** ocupacion_vivienda: whether the applicant's household owns or rents the home. */
export const HOUSING_OCCUPANCIES = [
  { value: 'propia', label: 'Propia' },
  { value: 'alquilada', label: 'Alquilada' },
] as const satisfies readonly Choice[];
export type HousingOccupancy = (typeof HOUSING_OCCUPANCIES)[number]['value'];

/**
 * Types of school. The applicant form's four plus 'municipal' (staff filter it, and the city runs municipal schools);
 * staff-side's 'publico' is the same thing as 'fiscal' (see INSTITUTION_TYPE_ALIASES and docs/decisions.md).
 */
export const INSTITUTION_TYPES = [
  { value: 'fiscal', label: 'Fiscal' },
  { value: 'particular', label: 'Particular' },
  { value: 'fiscomisional', label: 'Fiscomisional' },
  { value: 'municipal', label: 'Municipal' },
  { value: 'otro', label: 'Otro' },
] as const satisfies readonly Choice[];
export type InstitutionType = (typeof INSTITUTION_TYPES)[number]['value'];

/** Other spellings accepted on input and stored as the catalog value. */
export const INSTITUTION_TYPE_ALIASES: Readonly<Record<string, InstitutionType>> = { publico: 'fiscal', público: 'fiscal', publica: 'fiscal', pública: 'fiscal' };

/** Stored in province, city and institution_type when the applicant studied abroad. */
export const FOREIGN_INSTITUTION = 'extranjero-no-aplica';

/** The default of a field that does not apply (and a value refused where the field is required). */
export const NOT_APPLICABLE = 'No aplica';

/** Basic services of the home with the icon name the forms show (lucide icon names). */
export const BASIC_SERVICES = [
  { value: 'water', label: 'Agua potable', icon: 'droplet' },
  { value: 'sewage', label: 'Alcantarillado', icon: 'waves' },
  { value: 'electricity', label: 'Energía eléctrica', icon: 'zap' },
  { value: 'phone', label: 'Teléfono fijo', icon: 'phone' },
  { value: 'internet', label: 'Internet', icon: 'wifi' },
  { value: 'cable_tv', label: 'Televisión por cable', icon: 'tv' },
  { value: 'gas', label: 'Gas', icon: 'flame' },
] as const satisfies readonly (Choice & { icon: string })[];
export type BasicService = (typeof BASIC_SERVICES)[number]['value'];

export const RELATIONSHIPS = [
  { value: 'padre', label: 'Padre' },
  { value: 'madre', label: 'Madre' },
  { value: 'hermano', label: 'Hermano/a' },
  { value: 'abuelo', label: 'Abuelo/a' },
  { value: 'tio', label: 'Tío/a' },
  { value: 'primo', label: 'Primo/a' },
  { value: 'sobrino', label: 'Sobrino/a' },
  { value: 'cuniado', label: 'Cuñado/a' },
  { value: 'padrastro', label: 'Padrastro' },
  { value: 'madrastra', label: 'Madrastra' },
  { value: 'hijo', label: 'Hijo/a' },
  { value: 'conyugue', label: 'Cónyuge' },
  { value: 'otro', label: 'Otro' },
] as const satisfies readonly Choice[];
export type Relationship = (typeof RELATIONSHIPS)[number]['value'];

export const EDUCATION_LEVELS = [
  { value: 'ninguno', label: 'Ninguno' },
  { value: 'primaria', label: 'Primaria' },
  { value: 'secundaria', label: 'Secundaria' },
  { value: 'universidad', label: 'Universidad' },
  { value: 'postgrado', label: 'Postgrado' },
] as const satisfies readonly Choice[];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]['value'];

export const SECTORS = [
  { value: 'NORTE', label: 'Norte' },
  { value: 'SUR', label: 'Sur' },
  { value: 'ESTE', label: 'Este' },
  { value: 'OESTE', label: 'Oeste' },
  { value: 'CENTRO', label: 'Centro' },
] as const satisfies readonly Choice[];
export type Sector = (typeof SECTORS)[number]['value'];

/** A household member's occupation that makes company_institution 'No aplica'. */
export const RETIRED = 'Jubilado';

/**
 * Occupations offered for a household member (the spec's three employment categories first). The field stays free
 * text: a family's situation does not always fit a list.
 */
export const EMPLOYMENT_CATEGORIES = [
  'Colaborador privado',
  'Colaborador público',
  RETIRED,
  'Trabajador independiente',
  'Estudiante',
  'Quehaceres domésticos',
  'Desempleado',
].map((value) => ({ value, label: value }));

/** Who may answer for an applicant under 15 (LOPDP Arts. 21, 24): parents, or a guardian appointed by law. */
export const LEGAL_REPRESENTATIVE_RELATIONSHIPS = [
  { value: 'madre', label: 'Madre' },
  { value: 'padre', label: 'Padre' },
  { value: 'tutor_legal', label: 'Tutor/a legal' },
  { value: 'curador', label: 'Curador/a' },
] as const satisfies readonly Choice[];
export type LegalRepresentativeRelationship = (typeof LEGAL_REPRESENTATIVE_RELATIONSHIPS)[number]['value'];
