import { dateTimeIn, PROGRAMME_TIME_ZONE } from '@postula/validation';
import type { Corrections } from '../api/application.js';

export const CORRECTION_TIME_ENDED = 'El tiempo para realizar correcciones ha finalizado.';

/**
 * Until when the reviewer expects the corrections, as the correction e-mail announces it ('dd/mm/aaaa HH:mm', hora de
 * Ecuador); once it has passed, the spec's notice that the correction time has ended.
 */
export function CorrectionDeadline({ corrections }: { corrections: Pick<Corrections, 'correction_deadline' | 'correction_deadline_passed'> }) {
  if (!corrections.correction_deadline) return null;
  const when = dateTimeIn(corrections.correction_deadline, PROGRAMME_TIME_ZONE);
  if (corrections.correction_deadline_passed)
    return (
      <p className="correction-deadline deadline-passed" role="alert">
        {CORRECTION_TIME_ENDED} El plazo venció el {when} (hora de Ecuador).
      </p>
    );
  return (
    <p className="correction-deadline">
      Tienes plazo hasta el <strong>{when}</strong> (hora de Ecuador) para enviar tus correcciones.
    </p>
  );
}
