import { finalSubmissionSchema } from '@postula/validation';
import { errorsOf, parsed } from './test-helpers.fixture.js';

// 03:00 UTC on the 13th is still the 12th in Guayaquil.
const schema = finalSubmissionSchema({ now: '2025-02-13T03:00:00Z' });
const valid = { motivation: 'Quiero enseñar inglés en mi barrio.', accepts_terms: '1', submission_city: 'Guayaquil', submission_date: '2025-02-12' };

describe('finalSubmissionSchema', () => {
  it('stores the submission with accepted terms', () => {
    expect(parsed(schema, valid)).toEqual({ ...valid, accepts_terms: true });
  });

  it('fills in the city and today when absent', () => {
    expect(parsed(schema, { motivation: 'Porque sí, de verdad.', accepts_terms: true })).toMatchObject({ submission_city: 'Guayaquil', submission_date: '2025-02-12' });
  });

  it('requires the motivation and the accepted terms', () => {
    expect(errorsOf(schema, { motivation: '   ', accepts_terms: '0' })).toEqual({
      motivation: ['La motivación es requerida'],
      accepts_terms: ['Debes aceptar los términos y condiciones'],
    });
    expect(errorsOf(schema, {})).toEqual({ motivation: ['La motivación es requerida'], accepts_terms: ['Debes aceptar los términos y condiciones'] });
  });

  it('caps the motivation at 5000 characters', () => {
    expect(errorsOf(schema, { ...valid, motivation: 'a'.repeat(5001) })).toEqual({ motivation: ['El texto no puede superar 5000 caracteres'] });
    expect(errorsOf(schema, { ...valid, motivation: 'a'.repeat(5000) })).toEqual({});
  });

  it('accepts only Guayaquil', () => {
    expect(parsed(schema, { ...valid, submission_city: 'guayaquil' }).submission_city).toBe('Guayaquil');
    expect(errorsOf(schema, { ...valid, submission_city: 'Quito' })).toEqual({ submission_city: ['La ciudad de postulación debe ser Guayaquil'] });
  });

  it("records the server's day in Guayaquil whatever date the client sent: a form sent after midnight is still valid", () => {
    expect(parsed(schema, { ...valid, submission_date: '2025-02-11' }).submission_date).toBe('2025-02-12');
    expect(errorsOf(schema, { ...valid, submission_date: 'ayer' })).toEqual({ submission_date: ['La fecha de postulación no es válida'] });
  });
});
