import { z } from 'zod';
import { decimalField, MAX_MONTHLY_AMOUNT, MAX_MONTHLY_AMOUNT_MESSAGE } from './fields.js';

/** Step 8: the applicant's own monthly figures, in dollars. */
export const FINANCIAL_FIELDS = [
  'monthly_income',
  'housing_expenses',
  'food_expenses',
  'education_expenses',
  'transport_expenses',
  'health_expenses',
  'clothing_expenses',
  'basic_services_expenses',
  'credit_card_expenses',
  'other_expenses',
] as const;
export type FinancialField = (typeof FINANCIAL_FIELDS)[number];

const amount = () =>
  decimalField('Este campo es requerido', {
    min: 0,
    max: MAX_MONTHLY_AMOUNT,
    rangeMessage: 'El valor debe ser mayor o igual a 0',
    maxMessage: MAX_MONTHLY_AMOUNT_MESSAGE,
    invalidMessage: 'Ingrese un número válido',
  });

export const financialSummarySchema = z.object(Object.fromEntries(FINANCIAL_FIELDS.map((name) => [name, amount()])) as Record<FinancialField, ReturnType<typeof amount>>);

export type FinancialSummary = Record<FinancialField, number>;
