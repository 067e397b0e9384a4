import { applicantProfileSchema, NAME_CHARACTERS_MESSAGE } from './applicant-registration.schema.js';
import { toFieldErrors } from './field-errors.js';

const valid = { first_name: 'María-José', middle_name: '', last_name: "O'Brien Núñez", second_last_name: 'Loor', email: 'mj@example.com', identification: 'AB12345', identification_type: 'pasaporte' };
const errors = (body: object) => {
  const result = applicantProfileSchema.safeParse(body);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('applicant names', () => {
  it('accept letters with accents, spaces, apostrophes and hyphens', () => {
    expect(errors(valid)).toEqual({});
  });

  it('refuse links, digits and markup with one message, and a blank name with the required one only', () => {
    expect(errors({ ...valid, first_name: 'Visite www.premio.example', middle_name: 'Ana2', second_last_name: '<b>' })).toEqual({
      first_name: [NAME_CHARACTERS_MESSAGE],
      middle_name: [NAME_CHARACTERS_MESSAGE],
      second_last_name: [NAME_CHARACTERS_MESSAGE],
    });
    expect(errors({ ...valid, first_name: ' ' })).toEqual({ first_name: ['El nombre es requerido'] });
  });
});
