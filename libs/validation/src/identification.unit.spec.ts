import { isValidCedula } from './identification.js';
import { applicantProfileSchema, toFieldErrors } from './index.js';

describe('isValidCedula', () => {
  it.each(['1710034065', '0926687856', '0102030400', '2400000002'])('accepts %s, whose check digit matches', (c) => expect(isValidCedula(c)).toBe(true));
  it.each(['1710034064', '2510034065', '1760034065', '17100340', 'abcdefghij'])('refuses %s', (c) => expect(isValidCedula(c)).toBe(false));
});

describe('applicantProfileSchema', () => {
  it('answers every missing field in Spanish', () => {
    const r = applicantProfileSchema.safeParse({});
    expect(r.success).toBe(false);
    expect(toFieldErrors(r.error!)).toEqual({
      first_name: ['El nombre es requerido'],
      last_name: ['El apellido es requerido'],
      email: ['El correo electrónico es requerido'],
      identification: ['La identificación es requerida'],
      identification_type: ['El tipo de identificación debe ser cédula o pasaporte'],
    });
  });
  it('normalises e-mail and blanks', () => {
    const r = applicantProfileSchema.parse({ first_name: ' Ana ', middle_name: ' ', last_name: 'Pérez', email: ' ANA@Example.com ', identification: '1710034065', identification_type: 'cedula' });
    expect(r).toMatchObject({ first_name: 'Ana', middle_name: null, email: 'ana@example.com' });
  });
});
