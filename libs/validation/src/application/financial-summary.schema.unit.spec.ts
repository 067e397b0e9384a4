import { FINANCIAL_FIELDS, financialSummarySchema } from '@postula/validation';
import { errorsOf, parsed } from './test-helpers.fixture.js';

const valid = Object.fromEntries(FINANCIAL_FIELDS.map((f, i) => [f, String(i * 10.5)]));

describe('financialSummarySchema', () => {
  it('stores the ten fields as numbers', () => {
    expect(parsed(financialSummarySchema, valid)).toEqual(Object.fromEntries(FINANCIAL_FIELDS.map((f, i) => [f, i * 10.5])));
  });

  it("requires all ten fields ('Este campo es requerido')", () => {
    expect(errorsOf(financialSummarySchema, {})).toEqual(Object.fromEntries(FINANCIAL_FIELDS.map((f) => [f, ['Este campo es requerido']])));
    expect(errorsOf(financialSummarySchema, { ...valid, food_expenses: '' })).toEqual({ food_expenses: ['Este campo es requerido'] });
  });

  it('refuses negatives, text and more than two decimals; accepts 0', () => {
    expect(errorsOf(financialSummarySchema, { ...valid, housing_expenses: '-0.01', other_expenses: 'mucho', health_expenses: 1.234 })).toEqual({
      housing_expenses: ['El valor debe ser mayor o igual a 0'],
      other_expenses: ['Ingrese un número válido'],
      health_expenses: ['Ingrese como máximo 2 decimales'],
    });
    expect(parsed(financialSummarySchema, { ...valid, monthly_income: 0 }).monthly_income).toBe(0);
  });

  it('refuses an amount above 1.000.000 with a Spanish message; accepts 1.000.000', () => {
    expect(errorsOf(financialSummarySchema, { ...valid, monthly_income: 1e306, food_expenses: 9007199254740993, other_expenses: '1000000.01' })).toEqual({
      monthly_income: ['El valor no puede ser mayor a 1.000.000'],
      food_expenses: ['El valor no puede ser mayor a 1.000.000'],
      other_expenses: ['El valor no puede ser mayor a 1.000.000'],
    });
    expect(parsed(financialSummarySchema, { ...valid, housing_expenses: '1000000' }).housing_expenses).toBe(1_000_000);
  });
});
