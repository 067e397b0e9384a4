import { academicDetailsSchema } from '@postula/validation';
import { errorsOf, parsed } from './test-helpers.fixture.js';

// Guayaquil time: 2025-12-31T23:00-05:00 is still 2025 there (2026 in UTC).
const schema = academicDetailsSchema({ now: '2026-01-01T04:00:00Z' });
const graduate = {
  is_foreign_institution: '0',
  currently_studying_school: '0',
  province: 'Guayas',
  city: 'Guayaquil',
  institution_type: 'fiscal',
  graduation_institution: 'Colegio Vicente Rocafuerte',
  bachelor_degree: 'Bachiller en Ciencias',
  graduation_grade: '9.25',
  graduation_year: '2022',
  currently_studying: '0',
  current_institution: '',
};

describe('academicDetailsSchema', () => {
  it('stores a graduate with numbers and booleans', () => {
    expect(parsed(schema, graduate)).toEqual({
      ...graduate,
      is_foreign_institution: false,
      currently_studying_school: false,
      graduation_grade: 9.25,
      graduation_year: 2022,
      currently_studying: false,
      current_institution: null,
    });
  });

  it('reports the required fields of a local institution', () => {
    expect(errorsOf(schema, { is_foreign_institution: '0' })).toEqual({
      currently_studying_school: ['Indique si actualmente estudia en el colegio'],
      province: ['La provincia es requerida'],
      city: ['La ciudad es requerida'],
      institution_type: ['El tipo de institución es requerido'],
      graduation_institution: ['La institución es requerida'],
      graduation_grade: ['La nota es requerida'],
      graduation_year: ['El año de graduación es requerido'],
    });
    // Without the foreign/local answer the local rules apply, so every missing field shows at once.
    expect(errorsOf(schema, {})).toMatchObject({ is_foreign_institution: ['Indique si estudió en una institución extranjera'], province: ['La provincia es requerida'] });
  });

  it('accepts grades 0 and 100, refuses 100.01, negatives, text and more than two decimals', () => {
    expect(parsed(schema, { ...graduate, graduation_grade: 0 }).graduation_grade).toBe(0);
    expect(parsed(schema, { ...graduate, graduation_grade: '100' }).graduation_grade).toBe(100);
    expect(parsed(schema, { ...graduate, graduation_grade: '18,5' }).graduation_grade).toBe(18.5);
    for (const graduation_grade of ['100.01', -1, 'nueve'])
      expect(errorsOf(schema, { ...graduate, graduation_grade })).toEqual({ graduation_grade: ['La nota debe estar entre 0 y 100'] });
    expect(errorsOf(schema, { ...graduate, graduation_grade: '9.255' })).toEqual({ graduation_grade: ['Ingrese como máximo 2 decimales'] });
  });

  it('accepts years 1900 to the current year in Guayaquil', () => {
    expect(parsed(schema, { ...graduate, graduation_year: 1900 }).graduation_year).toBe(1900);
    expect(parsed(schema, { ...graduate, graduation_year: '2025' }).graduation_year).toBe(2025);
    for (const graduation_year of [1899, 2026, '2020.5', 'dos mil'])
      expect(errorsOf(schema, { ...graduate, graduation_year })).toEqual({ graduation_year: ['Ingrese un año válido'] });
  });

  it('stores institution types from the list, publico as fiscal', () => {
    expect(parsed(schema, { ...graduate, institution_type: 'publico' }).institution_type).toBe('fiscal');
    expect(parsed(schema, { ...graduate, institution_type: 'municipal' }).institution_type).toBe('municipal');
    expect(errorsOf(schema, { ...graduate, institution_type: 'extranjero-no-aplica' })).toEqual({ institution_type: ['Seleccione un tipo de institución válido'] });
  });

  it('requires the current institution when studying at university', () => {
    expect(errorsOf(schema, { ...graduate, currently_studying: '1' })).toEqual({ current_institution: ['La institución actual es requerida'] });
    expect(parsed(schema, { ...graduate, currently_studying: true, current_institution: 'ESPOL' })).toMatchObject({ currently_studying: true, current_institution: 'ESPOL' });
    expect(parsed(schema, { ...graduate, currently_studying: '0', current_institution: 'ESPOL' }).current_institution).toBeNull();
  });

  it('for a student still at school stores year 1999 and degree No aplica, and keeps school and average', () => {
    const student = { ...graduate, currently_studying_school: '1', graduation_year: '', bachelor_degree: '', graduation_grade: '9.5' };
    expect(parsed(schema, student)).toMatchObject({
      currently_studying_school: true,
      graduation_year: 1999,
      bachelor_degree: 'No aplica',
      graduation_institution: 'Colegio Vicente Rocafuerte',
      graduation_grade: 9.5,
    });
  });

  it('for a foreign institution sets province, city and type to extranjero-no-aplica and clears the studying answers', () => {
    const foreign = { is_foreign_institution: '1', graduation_institution: 'Liceo de Bogotá', graduation_grade: '85', graduation_year: '2020', currently_studying: '1', currently_studying_school: '1', province: 'Guayas' };
    expect(parsed(schema, foreign)).toEqual({
      is_foreign_institution: true,
      province: 'extranjero-no-aplica',
      city: 'extranjero-no-aplica',
      institution_type: 'extranjero-no-aplica',
      graduation_institution: 'Liceo de Bogotá',
      bachelor_degree: null,
      graduation_grade: 85,
      graduation_year: 2020,
      currently_studying: false,
      current_institution: null,
      currently_studying_school: false,
    });
    expect(errorsOf(schema, { is_foreign_institution: true })).toEqual({
      graduation_institution: ['La institución es requerida'],
      graduation_grade: ['La nota es requerida'],
      graduation_year: ['El año de graduación es requerido'],
    });
    expect(errorsOf(schema, { ...foreign, graduation_grade: 101 })).toEqual({ graduation_grade: ['La nota debe estar entre 0 y 100'] });
  });
});
