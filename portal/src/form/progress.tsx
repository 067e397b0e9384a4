import { STEPS } from './wizard.js';

/** The nine steps: completed ones ticked, the current one marked; reachable ones open on click. */
export function Progress({ current, completed, reachable, onOpen }: { current: number; completed: ReadonlySet<number>; reachable: ReadonlySet<number>; onOpen: (step: number) => void }) {
  return (
    <nav className="progress" aria-label="Progreso de la postulación">
      <ol>
        {STEPS.map(({ number, title }) => {
          const done = completed.has(number);
          const state = number === current ? 'is-current' : done ? 'is-done' : '';
          const label = `Paso ${number}: ${title}${done ? ' (completado)' : ''}`;
          return (
            <li key={number} className={`progress-step ${state}`}>
              <button type="button" onClick={() => onOpen(number)} disabled={!reachable.has(number) || number === current} aria-current={number === current ? 'step' : undefined} aria-label={label} title={title}>
                <span className="progress-dot" aria-hidden="true">
                  {done && number !== current ? '✓' : number}
                </span>
                <span className="progress-title" aria-hidden="true">
                  {title}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
