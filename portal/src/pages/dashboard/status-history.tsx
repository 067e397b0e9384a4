import { formatDateTime } from '@postula/catalogs';
import type { TimelineEntry } from '../../api/account.js';

/** 'Historia de tu postulación': every status the application went through, with the office's notes. */
export function StatusHistory({ timeline }: { timeline: TimelineEntry[] }) {
  return (
    <section className="panel story" aria-labelledby="historia">
      <h2 id="historia">Historia de tu postulación</h2>
      <ol className="timeline">
        {timeline.map((entry) => (
          <li key={`${entry.status}-${entry.changed_at}`}>
            <strong>{entry.status_es}</strong>
            <span>{formatDateTime(entry.changed_at)}</span>
            {entry.notes && <p className="story-notes">{entry.notes}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
