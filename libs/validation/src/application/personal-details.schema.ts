import { BLOOD_TYPES, ECUADOR, GENDERS, MARITAL_STATUSES, ageOn, canonicalCountry, choiceValues } from '@postula/catalogs';
import type { BloodType, Gender, MaritalStatus } from '@postula/catalogs';
import { PROGRAMME_TIME_ZONE, type ApplicationRulesContext } from './application-rules-context.js';
import { dayIn } from './calendar.js';
import { catalogNameField, provinceAndCity } from './catalog-fields.js';
import { calendarDayField, choiceField, optionalTextField, phoneField } from './fields.js';
import { stepSchema } from './step-schema.js';

export const MIN_AGE = 13;
export const MAX_AGE = 35;

export interface PersonalDetails {
  date_of_birth: string;
  country_of_birth: string;
  /** From the catalog when born in Ecuador, free text (or null) otherwise. */
  province_of_birth: string | null;
  city_of_birth: string | null;
  gender: Gender;
  marital_status: MaritalStatus;
  phone_number: string;
  blood_type: BloodType;
}

const BIRTHPLACE = {
  province: 'province_of_birth',
  city: 'city_of_birth',
  provinceRequired: 'La provincia de nacimiento es requerida',
  cityRequired: 'La ciudad de nacimiento es requerida',
};

/**
 * Step 1. The age must be 13 to 35 on the day of the application deadline (docs/decisions.md, "Applicant data").
 * The field schemas are built with the step's schema, not on every parse (the API keeps one per programme day).
 */
export const personalDetailsSchema = (context: Pick<ApplicationRulesContext, 'deadline' | 'timeZone'>) => {
  const deadlineDay = dayIn(context.deadline, context.timeZone ?? PROGRAMME_TIME_ZONE);
  const fields = {
    date_of_birth: calendarDayField('La fecha de nacimiento es requerida', 'La fecha de nacimiento no es válida')
      .refine((day) => ageOn(day, deadlineDay) >= MIN_AGE, 'Debe ser mayor de 13 años')
      .refine((day) => ageOn(day, deadlineDay) <= MAX_AGE, 'Debe tener como máximo 35 años'),
    country_of_birth: catalogNameField('El país de nacimiento es requerido', 'Seleccione un país de la lista', canonicalCountry),
    optionalText: optionalTextField(),
    gender: choiceField(choiceValues(GENDERS), 'El género es requerido'),
    marital_status: choiceField(choiceValues(MARITAL_STATUSES), 'El estado civil es requerido'),
    phone_number: phoneField('El número de teléfono es requerido', 10),
    blood_type: choiceField(choiceValues(BLOOD_TYPES), 'El tipo de sangre es requerido', 'Seleccione un tipo de sangre válido'),
  };
  return stepSchema<PersonalDetails>((_input, field) => {
    const date_of_birth = field('date_of_birth', fields.date_of_birth);
    const country_of_birth = field('country_of_birth', fields.country_of_birth);
    let province_of_birth: string | null;
    let city_of_birth: string | null;
    if (country_of_birth === ECUADOR) {
      ({ province: province_of_birth, city: city_of_birth } = provinceAndCity(field, BIRTHPLACE));
    } else {
      province_of_birth = field('province_of_birth', fields.optionalText);
      city_of_birth = field('city_of_birth', fields.optionalText);
    }
    return {
      date_of_birth,
      country_of_birth,
      province_of_birth,
      city_of_birth,
      gender: field('gender', fields.gender),
      marital_status: field('marital_status', fields.marital_status),
      phone_number: field('phone_number', fields.phone_number),
      blood_type: field('blood_type', fields.blood_type),
    };
  });
};

export type PersonalDetailsSchema = ReturnType<typeof personalDetailsSchema>;
