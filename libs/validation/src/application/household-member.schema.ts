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

const isRetired = (occupation: string | undefined) => occupation?.toLocaleLowerCase('es') === RETIRED.toLocaleLowerCase('es');

// Built once: building a zod schema costs far more than running it.
const fields = {
  member_id: idField('El miembro del hogar es requerido'),
  occupation: textField('La ocupación es requerida'),
  first_name: textField('El nombre es requerido'),
  last_name: textField('El apellido es requerido'),
  age: wholeNumberField('La edad es requerida y debe ser un número válido', { min: 0, max: 120 }),
  marital_status: choiceField(choiceValues(MARITAL_STATUSES), 'El estado civil es requerido'),
  relationship: choiceField(choiceValues(RELATIONSHIPS), 'El parentesco es requerido'),
  education_level: choiceField(choiceValues(EDUCATION_LEVELS), 'El nivel de educación es requerido'),
  company_institution: textField('La institución es requerida'),
  home_phone: optionalPhoneField(9),
  /** Any separators are dropped, then exactly 10 digits must remain. */
  mobile_phone: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\D/g, '') : typeof v === 'number' ? String(v) : v),
    z.string({ error: MOBILE_REQUIRED }).min(1, { message: MOBILE_REQUIRED, abort: true }).length(10, 'El número debe tener 10 dígitos'),
  ),
  contributors: wholeNumberField('El número de aportantes debe ser un número válido', { min: 0, max: 50 }),
};

const readMember = (field: FieldParser): HouseholdMember => {
  const occupation = field('occupation', fields.occupation);
  return {
    first_name: field('first_name', fields.first_name),
    last_name: field('last_name', fields.last_name),
    age: field('age', fields.age),
    marital_status: field('marital_status', fields.marital_status),
    relationship: field('relationship', fields.relationship),
    education_level: field('education_level', fields.education_level),
    occupation: isRetired(occupation) ? RETIRED : occupation,
    company_institution: isRetired(occupation) ? NOT_APPLICABLE : field('company_institution', fields.company_institution),
    home_phone: field('home_phone', fields.home_phone),
    mobile_phone: field('mobile_phone', fields.mobile_phone),
    contributors: field('contributors', fields.contributors),
  };
};

/** Step 5, one member (POST). A retired member's company_institution is 'No aplica' whatever was sent. */
export const householdMemberSchema = stepSchema<HouseholdMember>((_input, field) => readMember(field));

/** PUT: member_id plus the member's fields. */
export const householdMemberUpdateSchema = stepSchema<HouseholdMember & { member_id: string }>((_input, field) => ({
  member_id: field('member_id', fields.member_id),
  ...readMember(field),
}));

/** DELETE body. */
export const householdMemberDeleteSchema = z.object({ member_id: fields.member_id });
