import { PROGRAMME_TIME_ZONE } from '@postula/catalogs';
import type { OwnDataRequest } from '../../api/privacy.js';

const day = (instant: string) => new Date(instant).toLocaleDateString('es-EC', { day: 'numeric', month: 'long', year: 'numeric', timeZone: PROGRAMME_TIME_ZONE });

/** The applicant's requests, newest first, with their state and the office's answer. */
export function DataRequestList({ requests }: { requests: OwnDataRequest[] }) {
  return (
    <section className="panel story" aria-labelledby="mis-solicitudes">
      <h2 id="mis-solicitudes">Mis solicitudes</h2>
      {requests.length === 0 ? (
        <p>Aún no has hecho ninguna solicitud.</p>
      ) : (
        <ul className="data-requests">
          {requests.map((r) => (
            <li key={r.id}>
              <strong>{r.type_es}</strong> · <span className="status-label" data-status={r.status}>{r.status_es}</span>
              <p>«{r.message}»</p>
              <p className="muted">
                Enviada el {day(r.created_at)}
                {r.resolved_at ? ` · respondida el ${day(r.resolved_at)}` : ` · respuesta a más tardar el ${day(r.due_at)}`}
              </p>
              {r.reason && <p>Respuesta: {r.reason}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
