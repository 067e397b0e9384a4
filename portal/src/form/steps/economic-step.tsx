import { useMemo, useState } from 'react';
import { formatList, RUC_CERTIFICATE_FORMATS } from '@postula/domain';
import { economicStatusSchema, MAX_MONTHLY_AMOUNT } from '@postula/validation';
import { applicationApi } from '../../api/application.js';
import { readyToSend } from '../choose-file.js';
import { changeEconomic, economicFields, JOB_FIELDS } from '../conditional-fields.js';
import { StepFrame } from '../step-frame.js';
import { CorrectionMark, TextInput, Wide, YesNo } from '../form-inputs.js';
import { useStepForm } from '../use-step-form.js';
import { text } from '../values.js';
import { useWizard } from '../wizard-context.js';

const FIELDS = ['currently_working', 'under_dependency', 'entrepreneur_artisan', ...JOB_FIELDS, 'ruc_certificate_name'] as const;

/** Step 6: employment; the job questions only when working, the RUC certificate for entrepreneurs. */
export function EconomicStep() {
  const wizard = useWizard();
  const schema = useMemo(() => economicStatusSchema(wizard.rules), [wizard.rules]);
  const form = useStepForm({ section: 'economic_status', fields: FIELDS, change: changeEconomic, load: () => applicationApi.economicStatus() as Promise<Record<string, unknown> | null> });
  const [ruc, setRuc] = useState<File | null>(null);
  const [rucError, setRucError] = useState<string | null>(null);
  const show = economicFields(form.values);
  const flags = wizard.corrections?.economic_status ?? null;
  const rucEditable = !flags || Object.values(flags).some(Boolean);

  async function chooseRuc(file: File | undefined) {
    setRucError(null);
    setRuc(null);
    if (!file) return;
    const ready = await readyToSend(file, 'ruc_certificate');
    if ('error' in ready) setRucError(ready.error);
    else setRuc(ready.file);
  }

  const save = () =>
    form.save(
      schema,
      () => {
        const { ruc_certificate_name: _, ...fields } = form.values;
        return applicationApi.saveEconomicStatus(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), ruc);
      },
      {
        unchanged: form.exists && !form.dirty && !ruc,
        onErrors: (errors) => {
          form.setErrors(errors);
          if (errors.ruc_certificate) setRucError(errors.ruc_certificate.join(' '));
        },
      },
    );

  return (
    <StepFrame loadingText="Cargando situación laboral..." loading={form.loading} saving={form.saving} onSubmit={save} fields={form.fieldsContext} restored={form.restored} onDiscardDraft={form.discardDraft}>
      <div className="form-grid">
        <Wide><YesNo name="currently_working" label="¿Trabaja actualmente?" /></Wide>
        <Wide when={show.under_dependency}><YesNo name="under_dependency" label="¿Trabaja en relación de dependencia?" /></Wide>
        <Wide when={show.entrepreneur_artisan}><YesNo name="entrepreneur_artisan" label="¿Es emprendedor o artesano?" /></Wide>
        {show.job && (
          <>
            <TextInput name="monthly_income" label="Ingreso mensual (USD)" type="number" inputMode="decimal" step="0.01" min={0} max={MAX_MONTHLY_AMOUNT} />
            <TextInput name="income_activity" label="Actividad económica" />
            <TextInput name="company_name" label="Nombre de la empresa" />
            <TextInput name="job_title" label="Cargo" />
            <TextInput name="company_address" label="Dirección de la empresa" />
            <TextInput name="company_phone" label="Teléfono de la empresa" type="tel" inputMode="tel" />
            <TextInput name="company_city" label="Ciudad de la empresa" />
            <TextInput name="start_date" label="Fecha de inicio" type="date" />
            <TextInput name="months_worked" label="Meses trabajados" type="number" inputMode="numeric" min={0} />
          </>
        )}
        {show.ruc_certificate && (
          <div className={`form-field form-wide${rucError ? ' has-error' : ''}`}>
            <label className="form-label" htmlFor="ruc_certificate">
              Certificado del RUC ({formatList(RUC_CERTIFICATE_FORMATS)})
              {flags && rucEditable && <CorrectionMark />}
            </label>
            {text(form.values, 'ruc_certificate_name') && <p className="form-hint">Archivo actual: {text(form.values, 'ruc_certificate_name')}</p>}
            <input
              id="ruc_certificate"
              type="file"
              name="ruc_certificate"
              accept="application/pdf,image/jpeg,image/png"
              disabled={form.saving || !rucEditable}
              onChange={(e) => void chooseRuc(e.target.files?.[0])}
              aria-describedby={rucError ? 'ruc_certificate-error' : undefined}
            />
            {rucError && (
              <p className="form-error" id="ruc_certificate-error" role="alert">
                {rucError}
              </p>
            )}
          </div>
        )}
      </div>
    </StepFrame>
  );
}
