import { Modal } from './modal.js';

const LEAVE_TITLE = 'Tienes cambios sin guardar';
const LEAVE_TEXT = 'Si sales de este paso, lo que escribiste queda solo como borrador en este dispositivo hasta que lo guardes.';

/** Asked before leaving a step with unsaved changes. */
export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Modal open={open} onOpenChange={(o) => !o && onStay()} title={LEAVE_TITLE} description={LEAVE_TEXT}>
      <button type="button" className="button-secondary" onClick={onStay}>
        Seguir editando
      </button>
      <button type="button" className="button-primary" onClick={onLeave}>
        Salir sin guardar
      </button>
    </Modal>
  );
}
