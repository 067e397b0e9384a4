import type { Corrections } from '../api/application.js';
import { CorrectionDeadline } from './correction-deadline.js';

/** In corrections mode: what the office asked, until when, and a way to the last step to send the application again. */
export function CorrectionBanner({
  notes,
  deadline,
  onLastStep,
}: {
  notes: string | null;
  deadline: Pick<Corrections, 'correction_deadline' | 'correction_deadline_passed'> | null;
  /** Opens step 9; null while on it. */
  onLastStep: (() => void) | null;
}) {
  return (
    <div className="form-notice correction-banner" role="note">
      <strong>Correcciones solicitadas.</strong> Solo puedes modificar los campos marcados con *. {notes}
      {deadline && <CorrectionDeadline corrections={deadline} />}
      <p>Al terminar, avanza al paso 9 y vuelve a enviar tu postulación.</p>
      {onLastStep && (
        <button type="button" className="link-button" onClick={onLastStep}>
          Ir al paso 9: Finalizar postulación
        </button>
      )}
    </div>
  );
}
