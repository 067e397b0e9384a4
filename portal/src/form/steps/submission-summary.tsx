import { Link } from 'react-router-dom';
import type { StepSummary } from '../summary.js';
import { useWizard } from '../wizard-context.js';

/** Steps 1 to 8 as saved, each with a link to edit it, so the applicant checks everything before the final send. */
export function SubmissionSummary({ steps }: { steps: StepSummary[] | null }) {
  const wizard = useWizard();
  return (
    <section className="submission-summary" aria-labelledby="resumen-postulacion">
      <h3 id="resumen-postulacion">Revisa tu postulación antes de enviarla</h3>
      {steps === null ? (
        <p role="status">Cargando resumen...</p>
      ) : (
        <ol>
          {steps.map((s) => (
            <li key={s.step} className={s.complete ? '' : 'is-missing'}>
              <div>
                <strong>
                  Paso {s.step}: {s.title}
                </strong>
                {s.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </div>
              <Link
                to={`/formulario/${s.step}`}
                className="summary-edit"
                onClick={(e) => {
                  e.preventDefault();
                  wizard.open(s.step);
                }}
              >
                Editar<span className="visually-hidden"> paso {s.step}: {s.title}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
