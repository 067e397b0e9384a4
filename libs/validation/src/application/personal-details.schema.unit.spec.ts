import { personalDetailsSchema } from '@postula/validation';
import { errorsOf, parsed } from './test-helpers.fixture.js';

// Deadline 16 February 2025 23:59 in Guayaquil (04:59 UTC the next day): the age is read on 2025-02-16.
const schema = personalDetailsSchema({ deadline: '2025-02-17T04:59:00.000Z' });
const valid = {
  date_of_birth: '2005-06-15',
  country_of_birth: 'Ecuador',
  province_of_birth: 'Guayas',
  city_of_birth: 'Guayaquil',
  gender: 'female',
  marital_status: 'soltero',
  phone_number: '0991234567',
  blood_type: 'O+',
};

describe('personalDetailsSchema', () => {
  it('stores a valid payload normalised: catalog spellings, phone digits', () => {
    expect(parsed(schema, { ...valid, country_of_birth: ' ecuador ', province_of_birth: 'GUAYAS', city_of_birth: 'durán', phone_number: '099-123 4567' })).toEqual({
      ...valid,
      city_of_birth: 'Durán',
    });
  });

  it('reports every missing field at once with its message', () => {
    expect(errorsOf(schema, {})).toEqual({
      date_of_birth: ['La fecha de nacimiento es requerida'],
      country_of_birth: ['El país de nacimiento es requerido'],
      gender: ['El género es requerido'],
      marital_status: ['El estado civil es requerido'],
      phone_number: ['El número de teléfono es requerido'],
      blood_type: ['El tipo de sangre es requerido'],
    });
  });

  it('accepts ages 13 and 35 on the deadline day, refuses 12 and 36', () => {
    expect(errorsOf(schema, { ...valid, date_of_birth: '2012-02-16' })).toEqual({}); // 13 that day
    expect(errorsOf(schema, { ...valid, date_of_birth: '2012-02-17' })).toEqual({ date_of_birth: ['Debe ser mayor de 13 años'] }); // 13 a day later
    expect(errorsOf(schema, { ...valid, date_of_birth: '1989-02-17' })).toEqual({}); // still 35
    expect(errorsOf(schema, { ...valid, date_of_birth: '1989-02-16' })).toEqual({ date_of_birth: ['Debe tener como máximo 35 años'] }); // 36 that day
  });

  it('reads the deadline day in the programme time zone', () => {
    // 2025-02-17T02:00Z is still 16 February in Guayaquil but 17 February in UTC.
    const late = personalDetailsSchema({ deadline: '2025-02-17T02:00:00Z' });
    expect(errorsOf(late, { ...valid, date_of_birth: '2012-02-17' })).toEqual({ date_of_birth: ['Debe ser mayor de 13 años'] });
    const utc = personalDetailsSchema({ deadline: '2025-02-17T02:00:00Z', timeZone: 'UTC' });
    expect(errorsOf(utc, { ...valid, date_of_birth: '2012-02-17' })).toEqual({});
  });

  it('refuses an impossible or malformed date', () => {
    for (const date_of_birth of ['2005-02-30', '15/06/2005', 'ayer', 20050615])
      expect(errorsOf(schema, { ...valid, date_of_birth })).toEqual({ date_of_birth: ['La fecha de nacimiento no es válida'] });
  });

  it('requires province and city of birth from the catalog for Ecuador', () => {
    expect(errorsOf(schema, { ...valid, province_of_birth: '', city_of_birth: '' })).toEqual({
      province_of_birth: ['La provincia de nacimiento es requerida'],
      city_of_birth: ['La ciudad de nacimiento es requerida'],
    });
    expect(errorsOf(schema, { ...valid, province_of_birth: 'Texas' })).toEqual({ province_of_birth: ['Seleccione una provincia de Ecuador'] });
    expect(errorsOf(schema, { ...valid, city_of_birth: 'Quito' })).toEqual({ city_of_birth: ['Seleccione una ciudad de la provincia elegida'] });
  });

  it('takes free text (or nothing) as birthplace abroad', () => {
    expect(parsed(schema, { ...valid, country_of_birth: 'Colombia', province_of_birth: ' Antioquia ', city_of_birth: '' })).toMatchObject({
      country_of_birth: 'Colombia',
      province_of_birth: 'Antioquia',
      city_of_birth: null,
    });
    expect(errorsOf(schema, { ...valid, country_of_birth: 'Narnia' })).toEqual({ country_of_birth: ['Seleccione un país de la lista'] });
    expect(errorsOf(schema, { ...valid, country_of_birth: 'Perú', province_of_birth: 15 })).toEqual({ province_of_birth: ['Ingrese un texto válido'] });
  });

  it('refuses values outside the choice lists', () => {
    expect(errorsOf(schema, { ...valid, gender: 'x', marital_status: 'comprometido', blood_type: 'C+' })).toEqual({
      gender: ['Seleccione una opción válida'],
      marital_status: ['Seleccione una opción válida'],
      blood_type: ['Seleccione un tipo de sangre válido'],
    });
  });

  it('wants a phone of at least 10 digits and only digits', () => {
    expect(errorsOf(schema, { ...valid, phone_number: '099123456' })).toEqual({ phone_number: ['El número debe tener al menos 10 dígitos'] });
    expect(errorsOf(schema, { ...valid, phone_number: '+593991234567' })).toEqual({ phone_number: ['El número solo debe contener dígitos'] });
    expect(errorsOf(schema, { ...valid, phone_number: '1234567890123456' })).toEqual({ phone_number: ['El número no puede tener más de 15 dígitos'] });
  });
});
