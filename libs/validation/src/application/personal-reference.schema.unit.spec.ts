import { personalReferenceDeleteSchema, personalReferenceSchema } from '@postula/validation';
import { errorsOf, parsed } from './test-helpers.fixture.js';

const valid = { full_name: 'María  Pérez', relationship: 'tio', mobile_phone: '0987654321', home_phone: '' };

describe('personalReferenceSchema', () => {
  it('stores a reference, optional home phone as null', () => {
    expect(parsed(personalReferenceSchema, valid)).toEqual({ ...valid, home_phone: null });
  });

  it('reports the missing fields', () => {
    expect(errorsOf(personalReferenceSchema, {})).toEqual({
      full_name: ['Ingrese al menos nombre y apellido'],
      relationship: ['El parentesco es requerido'],
      mobile_phone: ['El teléfono móvil es requerido'],
    });
  });

  it('wants at least a first and a last name', () => {
    expect(errorsOf(personalReferenceSchema, { ...valid, full_name: '  María ' })).toEqual({ full_name: ['Ingrese al menos nombre y apellido'] });
  });

  it('checks relationship and phones', () => {
    expect(errorsOf(personalReferenceSchema, { ...valid, relationship: 'vecino', mobile_phone: '098765432', home_phone: '0423' })).toEqual({
      relationship: ['Seleccione una opción válida'],
      mobile_phone: ['El número debe tener al menos 10 dígitos'],
      home_phone: ['El número debe tener al menos 9 dígitos'],
    });
  });

  it('deletes by reference_id', () => {
    const id = '6f1d2c3b-4a59-4e8f-9d0c-1b2a3c4d5e6f';
    expect(parsed(personalReferenceDeleteSchema, { reference_id: ` ${id} ` })).toEqual({ reference_id: id });
    for (const hostile of ['12', '__proto__', 'toString']) expect(errorsOf(personalReferenceDeleteSchema, { reference_id: hostile })).toEqual({ reference_id: ['El identificador no es válido'] });
    expect(errorsOf(personalReferenceDeleteSchema, {})).toEqual({ reference_id: ['La referencia personal es requerida'] });
  });
});
