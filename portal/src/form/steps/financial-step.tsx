import { toast } from 'react-toastify';
import { FINANCIAL_FIELDS, financialSummarySchema } from '@postula/validation';
import { applicationApi } from '../../api/application.js';
import { check, showApiError } from '../feedback.js';
import { StepFrame } from '../step-frame.js';
import { TextInput } from '../step-context.js';
import { useStepForm } from '../use-step-form.js';
import { useWizard } from '../wizard-context.js';

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
  const wizard = useWizard();
  const form = useStepForm({ section: 'financial_summary', fields: FINANCIAL_FIELDS, load: () => applicationApi.financialSummary() as Promise<Record<string, unknown> | null> });

  async function save() {
    // Nothing changed since it was saved: move on without recording the same data again.
    if (form.exists && !form.dirty) return wizard.advance();
    const errors = check(financialSummarySchema, form.values);
    if (errors) return form.setErrors(errors);
    form.setSaving(true);
    try {
      const res = await applicationApi.saveFinancialSummary(form.values);
      form.markSaved();
      toast.success(res.message);
      wizard.advance();
    } catch (error) {
      showApiError(error, '', form.setErrors);
    } finally {
      form.setSaving(false);
    }
  }

  return (
    <StepFrame loadingText="Cargando resumen financiero..." loading={form.loading} saving={form.saving} onSubmit={save} fields={form.fieldsContext} restored={form.restored} onDiscardDraft={form.discardDraft}>
      <p className="step-intro">Estos datos pertenecen al postulante. Ingrese valores mensuales en dólares (0 si no aplica).</p>
      <div className="form-grid">
        {FINANCIAL_FIELDS.map((name) => (
          <TextInput key={name} name={name} label={LABELS[name]} type="number" inputMode="decimal" step="0.01" min={0} />
        ))}
      </div>
    </StepFrame>
  );
}
