import { ECUADOR, FOREIGN_INSTITUTION, NOT_APPLICABLE, RETIRED } from '@postula/catalogs';
import { SCHOOL_STUDENT_GRADUATION_YEAR } from '@postula/validation';
import { text, type Values } from './values.js';

/**
 * The form's conditional behaviour (applicant-side.md sections 2 and 4) as pure functions: which fields a step shows
 * for the answers given, and what changing one answer resets. Hidden fields are never sent as typed: the shared
 * schemas store their defaults.
 */

const YES = '1';
const NO = '0';
const SCHOOL_YEAR = String(SCHOOL_STUDENT_GRADUATION_YEAR);

// Step 1
export const bornInEcuador = (v: Values) => text(v, 'country_of_birth') === ECUADOR;

export function changePersonal(values: Values, name: string, value: string | string[]): Values {
  const next = { ...values, [name]: value };
  if (name === 'country_of_birth' && bornInEcuador(values) !== bornInEcuador(next)) Object.assign(next, { province_of_birth: '', city_of_birth: '' });
  if (name === 'province_of_birth' && bornInEcuador(next)) next.city_of_birth = '';
  return next;
}

// Step 2
export const ownsHome = (v: Values) => text(v, 'ocupacion_vivienda') === 'propia';

export function changeAddress(values: Values, name: string, value: string | string[]): Values {
  const next = { ...values, [name]: value };
  if (name === 'province') next.city = '';
  if (name === 'ocupacion_vivienda' && !ownsHome(next)) Object.assign(next, { tiene_inquilinos: NO, numero_dormitorios: '' });
  return next;
}

// Step 3
export const isForeign = (v: Values) => text(v, 'is_foreign_institution') === YES;
export const atSchool = (v: Values) => !isForeign(v) && text(v, 'currently_studying_school') === YES;

export function academicFields(v: Values) {
  const foreign = isForeign(v);
  const school = atSchool(v);
  return {
    currently_studying_school: !foreign,
    province: !foreign,
    city: !foreign,
    institution_type: !foreign,
    bachelor_degree: !foreign && !school,
    graduation_year: !school,
    currently_studying: !foreign,
    current_institution: !foreign && text(v, 'currently_studying') === YES,
    graduationInstitutionLabel: school ? 'Institución en la que estudia' : 'Institución en la que se graduó',
    graduationGradeLabel: school ? 'Promedio académico' : 'Nota de graduación',
  };
}

export function changeAcademic(values: Values, name: string, value: string | string[]): Values {
  const next = { ...values, [name]: value };
  if (name === 'is_foreign_institution') {
    if (value === YES)
      Object.assign(next, {
        province: FOREIGN_INSTITUTION,
        city: FOREIGN_INSTITUTION,
        institution_type: FOREIGN_INSTITUTION,
        currently_studying: NO,
        currently_studying_school: '',
        current_institution: '',
      });
    else if (text(values, 'province') === FOREIGN_INSTITUTION) Object.assign(next, { province: '', city: '', institution_type: '' });
  }
  if (name === 'province') next.city = '';
  if (name === 'currently_studying_school') {
    if (value === YES) Object.assign(next, { graduation_year: SCHOOL_YEAR, bachelor_degree: NOT_APPLICABLE });
    else {
      if (text(values, 'graduation_year') === SCHOOL_YEAR) next.graduation_year = '';
      if (text(values, 'bachelor_degree') === NOT_APPLICABLE) next.bachelor_degree = '';
    }
  }
  if (name === 'currently_studying' && value !== YES) next.current_institution = '';
  return next;
}

// Step 5
export const isRetired = (v: Values) => text(v, 'occupation').trim().toLocaleLowerCase('es') === RETIRED.toLocaleLowerCase('es');

export function changeMember(values: Values, name: string, value: string | string[]): Values {
  const next = { ...values, [name]: value };
  if (name === 'occupation') {
    if (isRetired(next)) next.company_institution = NOT_APPLICABLE;
    else if (isRetired(values)) next.company_institution = '';
  }
  return next;
}

// Step 6
export const JOB_FIELDS = ['monthly_income', 'income_activity', 'company_name', 'job_title', 'company_address', 'company_phone', 'company_city', 'start_date', 'months_worked'] as const;

export function economicFields(v: Values) {
  const working = text(v, 'currently_working') === YES;
  return {
    under_dependency: working,
    entrepreneur_artisan: working && text(v, 'under_dependency') === NO,
    job: working,
    ruc_certificate: working && text(v, 'under_dependency') === NO && text(v, 'entrepreneur_artisan') === YES,
  };
}

/** The defaults a job field holds while not working ('No aplica', 0): blanked when the applicant starts answering. */
const isJobDefault = (value: string) => value === NOT_APPLICABLE || value === '0' || value === '';

export function changeEconomic(values: Values, name: string, value: string | string[]): Values {
  const next = { ...values, [name]: value };
  if (name === 'currently_working') {
    if (value === NO) Object.assign(next, { under_dependency: NO, entrepreneur_artisan: NO });
    else {
      for (const field of JOB_FIELDS) if (isJobDefault(text(values, field))) next[field] = '';
      if (text(values, 'currently_working') !== YES) next.start_date = '';
    }
  }
  if (name === 'under_dependency' && value === YES) next.entrepreneur_artisan = NO;
  return next;
}
