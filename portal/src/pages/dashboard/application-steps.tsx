import { Link } from 'react-router-dom';
import type { Corrections } from '../../api/application.js';
import { CorrectionDeadline } from '../../form/correction-deadline.js';

/** The form button's label per status (applicant-side.md section 2). */
function formButtonLabel(status: string): string {
  if (status === 'none') return 'Iniciar Formulario';
  if (status === 'started') return 'Continuar Postulación';
  if (status === 'correction_review') return 'Realizar Correcciones';
  return 'Formulario no disponible';
}

/** What the exam's result means (below the programme's minimum the application does not continue). */
export interface ExamOutcome {
  meetsMinimum: boolean | null;
  meaning: string | null;
}

/** The two things to do, in order: the diagnostic exam, then the form (opened only once the exam is done and its minimum met). */
export function ApplicationSteps({
  examDone,
  exam,
  examNotice,
  formOpen,
  status,
  corrections,
}: {
  examDone: boolean | null;
  exam: ExamOutcome | null;
  /** The programme's minimum, said before the exam (GET public/programme). */
  examNotice: string | null;
  formOpen: boolean;
  status: string;
  corrections: Corrections | null;
}) {
  return (
    <ol className="steps">
      <li className="panel">
        <h2>Paso 1: Evaluación diagnóstica</h2>
        {examDone ? <p className="done">Evaluación completada</p> : examNotice && <p>{examNotice}</p>}
        {/* Said while it decides what comes next: below the minimum always, at or above it only while the form is to fill. */}
        {examDone && exam?.meaning && (exam.meetsMinimum === false || status === 'none' || status === 'started') && <p className={exam.meetsMinimum ? undefined : 'notice warning'}>{exam.meaning}</p>}
        {examDone === false && (
          <Link to="/evaluacion" className="button-primary">
            Realizar Evaluación
          </Link>
        )}
      </li>
      <li className="panel">
        <h2>Paso 2: Formulario de postulación</h2>
        {examDone === false && <p>Complete la evaluación primero</p>}
        {corrections?.has_corrections && <CorrectionDeadline corrections={corrections} />}
        {formOpen ? (
          <Link to="/formulario" className="button-primary">
            {formButtonLabel(status)}
          </Link>
        ) : (
          <button type="button" className="button-primary" disabled>
            {examDone === false ? 'Complete la evaluación primero' : exam?.meetsMinimum === false ? 'Formulario no disponible' : formButtonLabel(status)}
          </button>
        )}
      </li>
    </ol>
  );
}
