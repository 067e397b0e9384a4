import { FINANCIAL_FIELDS, financialSummarySchema, MAX_MONTHLY_AMOUNT } from '@postula/validation';
import { applicationApi } from '../../api/application.js';
import { StepFrame } from '../step-frame.js';
import { TextInput } from '../form-inputs.js';
import { useStepForm } from '../use-step-form.js';

const LABELS: Record<(typeof FINANCIAL_FIELDS)[number], string> = {
  monthly_income: 'Ingreso mensual',
  housing_expenses: 'Gastos de vivienda',
  food_expenses: 'Gastos de alimentación',
  education_expenses: 'Gastos de educación',
  transport_expenses: 'Gastos de transporte',
  health_expenses: 'Gastos de salud',
  clothing_expenses: 'Gastos de vestimenta',
  basic_services_expenses: 'Gastos de servicios básicos',
  credit_card_expenses: 'Gastos de tarjeta de crédito',
  other_expenses: 'Otros gastos',
};

/** Step 8: the applicant's own monthly figures. */
export function FinancialStep() {
  const form = useStepForm({ section: 'financial_summary', fields: FINANCIAL_FIELDS, load: () => applicationApi.financialSummary() as Promise<Record<string, unknown> | null> });

  const save = () => form.save(financialSummarySchema, () => applicationApi.saveFinancialSummary(form.values));

  return (
    <StepFrame loadingText="Cargando resumen financiero..." loading={form.loading} saving={form.saving} onSubmit={save} fields={form.fieldsContext} restored={form.restored} onDiscardDraft={form.discardDraft}>
      <p className="step-intro">Estos datos pertenecen al postulante. Ingresa valores mensuales en dólares (0 si no aplica).</p>
      <div className="form-grid">
        {FINANCIAL_FIELDS.map((name) => (
          <TextInput key={name} name={name} label={LABELS[name]} type="number" inputMode="decimal" step="0.01" min={0} max={MAX_MONTHLY_AMOUNT} />
        ))}
      </div>
    </StepFrame>
  );
}
