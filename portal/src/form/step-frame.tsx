import { useRef, type FormEvent, type ReactNode } from 'react';
import { useRevealErrors } from '../components/reveal-errors.js';
import { showFieldErrors } from './feedback.js';
import { DRAFT_RESTORED } from './use-step-form.js';
import { StepFieldsProvider, type StepFields } from './step-fields.js';
import { STEPS } from './wizard.js';
import { useWizard } from './wizard-context.js';

interface Props {
  loadingText: string;
  loading: boolean;
  saving: boolean;
  onSubmit: () => void;
  fields?: StepFields;
  restored?: boolean;
  onDiscardDraft?: () => void;
  submitLabel?: string;
  savingLabel?: string;
  children: ReactNode;
}

const NO_ERRORS = {};

/** A step's frame: title, loading text, the draft notice, a refused save's first invalid field brought into view, and Anterior / 'Guardar y Continuar'. */
export function StepFrame({ loadingText, loading, saving, onSubmit, fields, restored, onDiscardDraft, submitLabel = 'Guardar y Continuar', savingLabel = 'Guardando...', children }: Props) {
  const wizard = useWizard();
  const { title } = STEPS[wizard.step - 1];
  const formRef = useRef<HTMLFormElement>(null);
  useRevealErrors(formRef, fields?.errors ?? NO_ERRORS, showFieldErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSubmit();
  };
  const body = (
    <form ref={formRef} className="step-form" noValidate onSubmit={submit} aria-busy={loading || saving}>
      <h2 className="step-title" tabIndex={-1} id="step-title">
        <span className="step-count">Paso {wizard.step} de {STEPS.length}</span> {title}
      </h2>
      {loading ? (
        <p className="step-loading" role="status">
          {loadingText}
        </p>
      ) : (
        <>
          {restored && (
            <div className="form-notice" role="status">
              <span>{DRAFT_RESTORED}</span>
              <button type="button" className="link-button" onClick={onDiscardDraft}>
                Descartar cambios
              </button>
            </div>
          )}
          {children}
        </>
      )}
      <div className="step-actions">
        <button type="button" className="button-secondary" onClick={wizard.goBack} disabled={wizard.step === 1 || saving}>
          Anterior
        </button>
        <button type="submit" className="button-primary" disabled={loading || saving}>
          {saving ? savingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
  return fields ? <StepFieldsProvider value={fields}>{body}</StepFieldsProvider> : body;
}
