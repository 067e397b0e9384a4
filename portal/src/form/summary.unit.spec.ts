import { describe, expect, it } from 'vitest';
import type { SavedSteps } from './completion.js';
import { NOT_SAVED, summarise } from './summary.js';

const saved = (overrides: Partial<Record<keyof SavedSteps, unknown>> = {}) =>
  ({
    personal: { date_of_birth: '2005-03-14', phone_number: '0991234567' },
    address: { address: 'Av. 9 de Octubre 123', city: 'Guayaquil', mobile_phone: '0987654321' },
    academic: { graduation_institution: 'Colegio Vicente Rocafuerte', graduation_grade: 9.2, currently_studying_school: true },
    references: [{ full_name: 'Luis Mora' }, { full_name: 'Eva Ruiz' }],
    members: [{ first_name: 'José' }],
    economic: { currently_working: 1, job_title: 'Cajera', monthly_income: 450 },
    documents: [{ document_type: 'id_card' }],
    financial: { monthly_income: '450.00' },
    ...overrides,
  }) as unknown as SavedSteps;

describe('summarise', () => {
  it("lists steps 1 to 8 in the applicant's words", () => {
    const steps = summarise(saved());
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(steps[0].lines).toEqual(['Nacimiento: 14/03/2005 · Teléfono: 0991234567']);
    expect(steps[2].lines).toEqual(['Colegio Vicente Rocafuerte · Promedio: 9,2']);
    expect(steps[3].lines).toEqual(['2 referencias', 'Luis Mora, Eva Ruiz']);
    expect(steps[4].lines).toEqual(['1 miembro del hogar']);
    expect(steps[5].lines[0]).toMatch(/^Trabaja · Cajera · Ingreso mensual: \$450,00$/);
    expect(steps[6]).toMatchObject({ complete: false, lines: ['1 documento subido', expect.stringMatching(/^Faltan: /)] });
  });

  it('marks a step never saved', () => {
    const steps = summarise(saved({ address: null, references: [] }));
    expect(steps[1]).toMatchObject({ complete: false, lines: [NOT_SAVED] });
    expect(steps[3]).toMatchObject({ complete: false, lines: [NOT_SAVED] });
    expect(steps[0].complete).toBe(true);
  });
});
