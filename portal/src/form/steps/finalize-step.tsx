import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { APPLICATION_MESSAGES as M } from '@postula/domain';
import { finalSubmissionSchema, MAX_MOTIVATION } from '@postula/validation';
import { applicationApi } from '../../api/application.js';
import { resultSeen } from '../../pages/dashboard/result-seen.js';
import { useSession } from '../../session/session.js';
import { completionOf, readSavedSteps, type Completion } from '../completion.js';
import { MISSING_AT_SUBMISSION, missingDocuments, NO_DOCUMENT_AT_SUBMISSION } from '../documents.js';
import { check, showApiError } from '../feedback.js';
import { Modal } from '../modal.js';
import { StepFrame } from '../step-frame.js';
import { Checkbox, TextArea } from '../form-inputs.js';
import { useStepForm } from '../use-step-form.js';
import { summarise, type StepSummary } from '../summary.js';
import { useWizard } from '../wizard-context.js';
import { SubmissionSummary } from './submission-summary.js';
import { toast } from 'react-toastify';

export const STATUS_REFRESH_FAILED = 'Error al actualizar el estado de la postulación';
export const TERMS_URL = './terminos-y-condiciones.pdf';

/** Said before sending, not after a refusal: what still keeps a minor's application from being sent. */
const REPRESENTATIVE_NOTICE: Record<NonNullable<Completion['representative']>, string> = {
  missing: M.representativeMissing + '.',
  pending: 'Tu representante legal aún no confirma tu postulación: podrás enviarla cuando lo haga (le enviamos un correo con el enlace).',
  declined: M.representativeDeclined + '.',
};

/** Step 9: what was saved in steps 1–8 (each with 'Editar'), motivation and terms, checked against the documents first; a confirmation, then the submission. */
export function FinalizeStep({ resultsNotice }: { resultsNotice: string }) {
  const wizard = useWizard();
  const navigate = useNavigate();
  const owner = useSession()!.id;
  const schema = useMemo(() => finalSubmissionSchema(wizard.rules), [wizard.rules]);
  const form = useStepForm({
    section: 'application_info',
    fields: ['motivation', 'accepts_terms'],
    load: async () => {
      const info = await applicationApi.info();
      return info.motivation ? { motivation: info.motivation, accepts_terms: info.accepts_terms ? '1' : '0' } : null;
    },
  });
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [summary, setSummary] = useState<StepSummary[] | null>(null);
  const [representative, setRepresentative] = useState<Completion['representative']>();

  // Missing documents send the applicant back to step 7 before anything else (applicant-side.md section 4).
  useEffect(() => {
    readSavedSteps()
      .then((saved) => {
        setSummary(summarise(saved));
        setRepresentative(completionOf(saved).representative);
        const { documents, academic } = saved;
        if (!documents.length) {
          toast.error(NO_DOCUMENT_AT_SUBMISSION);
          return wizard.goTo(7);
        }
        const missing = missingDocuments(documents, !academic?.currently_studying_school);
        if (missing.length) {
          toast.error(MISSING_AT_SUBMISSION(missing));
          wizard.goTo(7);
        }
      })
      .catch((error: unknown) => showApiError(error, ''));
    // Checked once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function review() {
    const errors = check(schema, form.values);
    if (errors) return form.setErrors(errors);
    // Earlier toasts would cover the dialog.
    toast.dismiss();
    setConfirming(true);
  }

  async function send() {
    setConfirming(false);
    form.setSaving(true);
    try {
      const res = await applicationApi.submit({ motivation: String(form.values.motivation), accepts_terms: '1' }, wizard.access.mode === 'corrections');
      form.markSaved();
      toast.dismiss();
      setSent(res.message);
    } catch (error) {
      showApiError(error, '', (errors) => {
        form.setErrors(errors);
        if (errors.documents) wizard.goTo(7);
      });
    } finally {
      form.setSaving(false);
    }
  }

  /** After the form completes the status is read again (spec section 4), then the dashboard shows it. */
  async function done() {
    // '¡Postulación Enviada!' already said it is in review: the dashboard does not say it again.
    if (wizard.access.mode !== 'corrections') resultSeen(window.localStorage, owner).markSeen('submitted');
    await applicationApi.status().catch(() => toast.error(STATUS_REFRESH_FAILED));
    navigate('/dashboard');
  }

  return (
    <StepFrame
      loadingText="Cargando información de la postulación..."
      loading={form.loading}
      saving={form.saving}
      onSubmit={review}
      fields={form.fieldsContext}
      restored={form.restored}
      onDiscardDraft={form.discardDraft}
      submitLabel="Finalizar Postulación"
      savingLabel="Enviando..."
    >
      {representative && (
        <p className={representative === 'declined' ? 'form-failure' : 'form-notice'} role="status">
          {REPRESENTATIVE_NOTICE[representative]} <Link to="/representante-legal">Ver a mi representante legal</Link>
        </p>
      )}
      <SubmissionSummary steps={summary} />
      <TextArea name="motivation" label="¿Por qué deseas obtener esta beca?" maxLength={MAX_MOTIVATION} />
      <Checkbox name="accepts_terms">
        Acepto los{' '}
        <a href={TERMS_URL} target="_blank" rel="noopener">
          términos y condiciones y el consentimiento de uso de datos personales (PDF)
        </a>
      </Checkbox>
      <Modal open={confirming} onOpenChange={setConfirming} title="¿Estás seguro?" description="El envío de tu postulación es definitivo: después no podrás modificarla.">
        <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
          Cancelar
        </button>
        <button type="button" className="button-primary" onClick={() => void send()}>
          Sí, quiero enviar mi postulación
        </button>
      </Modal>
      <Modal open={sent !== null} title="¡Postulación Enviada!" description={`${sent ?? ''}. ${resultsNotice}`}>
        <button type="button" className="button-primary" onClick={() => void done()}>
          Entendido
        </button>
      </Modal>
    </StepFrame>
  );
}
