import { FOREIGN_INSTITUTION, INSTITUTION_TYPES, INSTITUTION_TYPE_ALIASES, NOT_APPLICABLE, choiceValues } from '@postula/catalogs';
import type { InstitutionType } from '@postula/catalogs';
import { PROGRAMME_TIME_ZONE, type ApplicationRulesContext } from './application-rules-context.js';
import { dayIn } from './calendar.js';
import { RESIDENCE, provinceAndCity } from './catalog-fields.js';
import { choiceField, decimalField, optionalTextField, textField, wholeNumberField, yesNoField } from './fields.js';
import { stepSchema } from './step-schema.js';

export interface AcademicDetails {
  is_foreign_institution: boolean;
  /** FOREIGN_INSTITUTION ('extranjero-no-aplica') for a foreign institution. */
  province: string;
  city: string;
  institution_type: InstitutionType | typeof FOREIGN_INSTITUTION;
  /** The school the applicant graduated from, or attends while still at school. */
  graduation_institution: string;
  /** 'No aplica' while still at school; optional otherwise. */
  bachelor_degree: string | null;
  /** 0–100, two decimals: the graduation grade, or the current average while still at school. */
  graduation_grade: number;
  /** SCHOOL_STUDENT_GRADUATION_YEAR while still at school. */
  graduation_year: number;
  /** At university now. */
  currently_studying: boolean;
  current_institution: string | null;
  /** Still at secondary school (always false for a foreign institution). */
  currently_studying_school: boolean;
}

/** The year the form stores for applicants still at school (applicant-side.md section 4). */
export const SCHOOL_STUDENT_GRADUATION_YEAR = 1999;
export const MIN_GRADUATION_YEAR = 1900;

const GRADE_RANGE = 'La nota debe estar entre 0 y 100';
/** Under the grade field: certificates grade on 10, 20 or 100, and the entry conditions accept each scale. */
export const GRADE_SCALE_HINT = 'Nota sobre 10, 20 o 100, como consta en tu certificado';
const YEAR_INVALID = 'Ingrese un año válido';

/** Step 3; the graduation year may not pass the current year (read in the programme's time zone). */
export const academicDetailsSchema = (context: Pick<ApplicationRulesContext, 'now' | 'timeZone'>) => {
  const currentYear = Number(dayIn(context.now, context.timeZone ?? PROGRAMME_TIME_ZONE).slice(0, 4));
  // Built with the step's schema, not on every parse (the API keeps one per programme day).
  const fields = {
    is_foreign_institution: yesNoField('Indique si estudió en una institución extranjera'),
    currently_studying_school: yesNoField('Indique si actualmente estudia en el colegio'),
    currently_studying: yesNoField('Indique si estudia en la universidad', false),
    institution_type: choiceField(choiceValues(INSTITUTION_TYPES), 'El tipo de institución es requerido', 'Seleccione un tipo de institución válido', INSTITUTION_TYPE_ALIASES),
    graduation_institution: textField('La institución es requerida'),
    bachelor_degree: optionalTextField(),
    graduation_grade: decimalField('La nota es requerida', { min: 0, max: 100, rangeMessage: GRADE_RANGE, invalidMessage: GRADE_RANGE }),
    graduation_year: wholeNumberField('El año de graduación es requerido', { min: MIN_GRADUATION_YEAR, max: currentYear, rangeMessage: YEAR_INVALID }),
    current_institution: textField('La institución actual es requerida'),
  };

  return stepSchema<AcademicDetails>((_input, field) => {
    const foreign = field('is_foreign_institution', fields.is_foreign_institution);
    if (foreign)
      // A foreign school has no Ecuadorian province, city or type, and the school/university questions are not asked.
      return {
        is_foreign_institution: true,
        province: FOREIGN_INSTITUTION,
        city: FOREIGN_INSTITUTION,
        institution_type: FOREIGN_INSTITUTION,
        graduation_institution: field('graduation_institution', fields.graduation_institution),
        bachelor_degree: field('bachelor_degree', fields.bachelor_degree),
        graduation_grade: field('graduation_grade', fields.graduation_grade),
        graduation_year: field('graduation_year', fields.graduation_year),
        currently_studying: false,
        current_institution: null,
        currently_studying_school: false,
      };

    const atSchool = field('currently_studying_school', fields.currently_studying_school);
    const currentlyStudying = field('currently_studying', fields.currently_studying);
    return {
      is_foreign_institution: false,
      ...provinceAndCity(field, RESIDENCE),
      institution_type: field('institution_type', fields.institution_type),
      graduation_institution: field('graduation_institution', fields.graduation_institution),
      bachelor_degree: atSchool ? NOT_APPLICABLE : field('bachelor_degree', fields.bachelor_degree),
      graduation_grade: field('graduation_grade', fields.graduation_grade),
      graduation_year: atSchool ? SCHOOL_STUDENT_GRADUATION_YEAR : field('graduation_year', fields.graduation_year),
      currently_studying: currentlyStudying,
      current_institution: currentlyStudying ? field('current_institution', fields.current_institution) : null,
      currently_studying_school: atSchool,
    };
  });
};

export type AcademicDetailsSchema = ReturnType<typeof academicDetailsSchema>;
