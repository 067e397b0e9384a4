import { describe, expect, it } from 'vitest';
import { missingDocuments } from './documents.js';
import { sameValues, toValues } from './values.js';

describe('saved data as form values', () => {
  it('turns booleans and 1/0 into the radios’ 1/0, numbers into text, null into blank, and keeps lists', () => {
    expect(
      toValues({ currently_working: 1, tiene_inquilinos: false, numero_dormitorios: 3, home_phone: null, basic_services: ['water'] }, ['currently_working', 'tiene_inquilinos', 'numero_dormitorios', 'home_phone', 'basic_services', 'twitter']),
    ).toEqual({ currently_working: '1', tiene_inquilinos: '0', numero_dormitorios: '3', home_phone: '', basic_services: ['water'], twitter: '' });
    expect(sameValues({ a: '1', b: ['x'] }, { b: ['x'], a: '1', c: '' })).toBe(true);
    expect(sameValues({ b: ['x'] }, { b: ['x', 'y'] })).toBe(false);
  });
});

describe('documents still missing', () => {
  const doc = (document_type: string) => ({ id: document_type, document_type, file_name: 'x.pdf', created_at: '' }) as never;
  it('asks graduates for the bachelor degree and students for the last year’s promotion record instead', () => {
    const uploaded = ['id_card', 'photo_id', 'utility_bill', 'laptop_proof', 'economic_support'].map(doc);
    expect(missingDocuments(uploaded, false)).toEqual(['Acta de promoción del último año']);
    expect(missingDocuments(uploaded, true)).toEqual(['Acta de grado', 'Título de bachiller']);
    expect(missingDocuments([...uploaded, doc('graduation_certificate')], false)).toEqual([]);
  });
});
