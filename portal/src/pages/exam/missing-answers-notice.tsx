import { useEffect, useRef } from 'react';

/**
 * 'Te faltan N pregunta(s) por contestar.' where the applicant is: on the last section it would sit above the fold, so
 * it scrolls into view and takes the focus, and each missing number opens its question.
 */
export function MissingAnswersNotice({ missing, shownAt, onOpen }: { missing: number[]; shownAt: number; onOpen: (question: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [shownAt]);
  return (
    <div className="notice warning" role="alert" tabIndex={-1} ref={ref}>
      <p>Te faltan {missing.length} pregunta(s) por contestar.</p>
      <p>
        Pregunta(s) sin responder:{' '}
        {missing.map((n, i) => (
          <span key={n}>
            {i > 0 && ', '}
            <button type="button" className="link-button" onClick={() => onOpen(n)} aria-label={`Ir a la pregunta ${n}`}>
              {n}
            </button>
          </span>
        ))}
      </p>
    </div>
  );
}
