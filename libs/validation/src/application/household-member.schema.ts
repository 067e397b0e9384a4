import { EDUCATION_LEVELS, MARITAL_STATUSES, NOT_APPLICABLE, RELATIONSHIPS, RETIRED, choiceValues } from '@postula/catalogs';
import type { EducationLevel, MaritalStatus, Relationship } from '@postula/catalogs';
import { z } from 'zod';
import { choiceField, idField, optionalPhoneField, textField, wholeNumberField } from './fields.js';
import { stepSchema, type FieldParser } from './step-schema.js';

export interface HouseholdMember {
  first_name: string;
  last_name: string;
  age: number;
  marital_status: MaritalStatus;
  relationship: Relationship;
  education_level: EducationLevel;
  occupation: string;
  /** 'No aplica' for a retired member. */
  company_institution: string;
  home_phone: string | null;
  /** Exactly 10 digits. */
  mobile_phone: string;
  contributors: number;
}

const MOBILE_REQUIRED = 'El teléfono móvil es requerido';

/** Any separators are dropped, then exactly 10 digits must remain. */
const memberMobile = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\D/g, '') : typeof v === 'number' ? String(v) : v),
    z.string({ error: MOBILE_REQUIRED }).min(1, { message: MOBILE_REQUIRED, abort: true }).length(10, 'El número debe tener 10 dígitos'),
  );

const isRetired = (occupation: string | undefined) => occupation?.toLocaleLowerCase('es') === RETIRED.toLocaleLowerCase('es');

const readMember = (field: FieldParser): HouseholdMember => {
  const occupation = field('occupation', textField('La ocupación es requerida'));
  return {
    first_name: field('first_name', textField('El nombre es requerido')),
    last_name: field('last_name', textField('El apellido es requerido')),
    age: field('age', wholeNumberField('La edad es requerida y debe ser un número válido', { min: 0, max: 120 })),
    marital_status: field('marital_status', choiceField(choiceValues(MARITAL_STATUSES), 'El estado civil es requerido')),
    relationship: field('relationship', choiceField(choiceValues(RELATIONSHIPS), 'El parentesco es requerido')),
    education_level: field('education_level', choiceField(choiceValues(EDUCATION_LEVELS), 'El nivel de educación es requerido')),
    occupation: isRetired(occupation) ? RETIRED : occupation,
    company_institution: isRetired(occupation) ? NOT_APPLICABLE : field('company_institution', textField('La institución es requerida')),
    home_phone: field('home_phone', optionalPhoneField(9)),
    mobile_phone: field('mobile_phone', memberMobile()),
    contributors: field('contributors', wholeNumberField('El número de aportantes debe ser un número válido', { min: 0, max: 50 })),
  };
};

/** Step 5, one member (POST). A retired member's company_institution is 'No aplica' whatever was sent. */
export const householdMemberSchema = stepSchema<HouseholdMember>((_input, field) => readMember(field));

/** PUT: member_id plus the member's fields. */
export const householdMemberUpdateSchema = stepSchema<HouseholdMember & { member_id: string }>((_input, field) => ({
  member_id: field('member_id', idField('El miembro del hogar es requerido')),
  ...readMember(field),
}));

/** DELETE body. */
export const householdMemberDeleteSchema = z.object({ member_id: idField('El miembro del hogar es requerido') });
