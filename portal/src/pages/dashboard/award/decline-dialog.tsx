import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../form/modal.js';
import { DECLINE_REASON_MAX } from './award-view.js';

/** 'Renunciar a la beca' asks once more, with an optional reason; the renunciation cannot be undone. */
export function DeclineDialog({ open, busy, error, onCancel, onConfirm }: { open: boolean; busy: boolean; error?: string; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title="¿Renunciar a la beca?"
      description="Tu plaza pasará al siguiente postulante de la lista de espera. Esta decisión no se puede deshacer."
    >
      <form onSubmit={submit} noValidate className="modal-form">
        <div className={`field${error ? ' has-error' : ''}`}>
          <label htmlFor={id}>Motivo de la renuncia (opcional)</label>
          <textarea
            id={id}
            name="reason"
            rows={3}
            maxLength={DECLINE_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            aria-invalid={!!error}
            disabled={busy}
          />
          <p id={`${id}-count`} className="field-hint">
            {reason.length} de {DECLINE_REASON_MAX} caracteres
          </p>
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
        </div>
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </button>
          <button type="submit" className="button-danger" disabled={busy}>
            {busy ? 'Enviando...' : 'Sí, renunciar a la beca'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
