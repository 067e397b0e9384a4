import { householdMemberDeleteSchema, householdMemberSchema, householdMemberUpdateSchema } from '@postula/validation';
import { errorsOf, parsed } from './test-helpers.fixture.js';

const valid = {
  first_name: 'Rosa',
  last_name: 'Mendoza',
  age: '48',
  marital_status: 'casado',
  relationship: 'madre',
  education_level: 'secundaria',
  occupation: 'Colaborador privado',
  company_institution: 'Almacenes Tía',
  home_phone: '',
  mobile_phone: '(099) 876-5432',
  contributors: '2',
};

describe('householdMemberSchema', () => {
  it('stores a member with numbers and the mobile as 10 digits', () => {
    expect(parsed(householdMemberSchema, valid)).toEqual({ ...valid, age: 48, contributors: 2, home_phone: null, mobile_phone: '0998765432' });
  });

  it('reports every missing field with the spec messages', () => {
    expect(errorsOf(householdMemberSchema, {})).toEqual({
      first_name: ['El nombre es requerido'],
      last_name: ['El apellido es requerido'],
      age: ['La edad es requerida y debe ser un número válido'],
      marital_status: ['El estado civil es requerido'],
      relationship: ['El parentesco es requerido'],
      education_level: ['El nivel de educación es requerido'],
      occupation: ['La ocupación es requerida'],
      company_institution: ['La institución es requerida'],
      mobile_phone: ['El teléfono móvil es requerido'],
      contributors: ['El número de aportantes debe ser un número válido'],
    });
  });

  it('refuses negative or fractional age and contributors', () => {
    expect(errorsOf(householdMemberSchema, { ...valid, age: -1, contributors: '-2' })).toEqual({
      age: ['La edad es requerida y debe ser un número válido'],
      contributors: ['El número de aportantes debe ser un número válido'],
    });
    expect(errorsOf(householdMemberSchema, { ...valid, age: 'cuarenta', contributors: 1.5 })).toEqual({
      age: ['La edad es requerida y debe ser un número válido'],
      contributors: ['El número de aportantes debe ser un número válido'],
    });
    expect(parsed(householdMemberSchema, { ...valid, age: 0, contributors: 0 })).toMatchObject({ age: 0, contributors: 0 });
  });

  it('wants exactly 10 digits in the mobile once separators are removed', () => {
    expect(errorsOf(householdMemberSchema, { ...valid, mobile_phone: '099876543' })).toEqual({ mobile_phone: ['El número debe tener 10 dígitos'] });
    expect(errorsOf(householdMemberSchema, { ...valid, mobile_phone: '+593 99 876 5432' })).toEqual({ mobile_phone: ['El número debe tener 10 dígitos'] });
    expect(errorsOf(householdMemberSchema, { ...valid, mobile_phone: 'ninguno' })).toEqual({ mobile_phone: ['El teléfono móvil es requerido'] });
  });

  it('makes a retired member’s institution No aplica, whatever was sent', () => {
    expect(parsed(householdMemberSchema, { ...valid, occupation: 'jubilado', company_institution: '' })).toMatchObject({ occupation: 'Jubilado', company_institution: 'No aplica' });
    expect(parsed(householdMemberSchema, { ...valid, occupation: 'Jubilado', company_institution: 'IESS' }).company_institution).toBe('No aplica');
  });

  it('checks the choice lists', () => {
    expect(errorsOf(householdMemberSchema, { ...valid, marital_status: 'x', relationship: 'vecino', education_level: 'doctorado' })).toEqual({
      marital_status: ['Seleccione una opción válida'],
      relationship: ['Seleccione una opción válida'],
      education_level: ['Seleccione una opción válida'],
    });
  });

  it('updates with member_id plus the fields and deletes by member_id', () => {
    const id = '6f1d2c3b-4a59-4e8f-9d0c-1b2a3c4d5e6f';
    expect(parsed(householdMemberUpdateSchema, { ...valid, member_id: id })).toMatchObject({ member_id: id, first_name: 'Rosa' });
    expect(errorsOf(householdMemberUpdateSchema, { ...valid, member_id: 'constructor' })).toEqual({ member_id: ['El identificador no es válido'] });
    expect(errorsOf(householdMemberUpdateSchema, valid)).toEqual({ member_id: ['El miembro del hogar es requerido'] });
    expect(errorsOf(householdMemberDeleteSchema, { member_id: '' })).toEqual({ member_id: ['El miembro del hogar es requerido'] });
  });
});
