import { Modal } from '../../form/modal.js';

const CONFETTI_SEEN = 'approved_confetti_seen';

/** What the applicant is told on load, per status (docs/decisions.md "Result modal"). */
export const RESULTS: Record<string, { title: string; text: string }> = {
  submitted: { title: 'Postulación en revisión', text: 'Recibimos tu postulación y está en revisión. Te avisaremos por correo electrónico cuando haya novedades.' },
  under_review: { title: 'Postulación en revisión', text: 'Un revisor está evaluando tu postulación. Te avisaremos por correo electrónico cuando haya novedades.' },
  approved: { title: 'Felicitaciones...', text: 'Tu proceso de postulación fue aprobado. Ahora debes presentar los documentos legales para formalizar tu beca.' },
  approved_out: { title: 'Lista de espera', text: 'Tu postulación cumple los requisitos, pero las plazas del programa están ocupadas. Estás en la lista de espera: si se libera una plaza, te ofreceremos la beca.' },
  award_expired: { title: 'Beca no aceptada a tiempo', text: 'El plazo para aceptar la beca terminó sin respuesta y la plaza pasó al siguiente postulante.' },
  award_declined: { title: 'Renunciaste a la beca', text: 'Renunciaste a la beca y la plaza pasó al siguiente postulante.' },
  rejected: { title: 'Postulación no aprobada', text: 'Tu postulación no cumplió con los requisitos del programa.' },
};

export const hasResultModal = (status: string) => status in RESULTS && !(status === 'approved' && window.localStorage.getItem(CONFETTI_SEEN));

/**
 * Confetti once per browser when the approved modal is dismissed (200 particles, spread 100, 300 ticks), loaded on
 * demand. Drawn on the page's own thread: the library's default worker starts from a blob: address, which the CSP
 * (scripts and workers from 'self' only) refuses, and a few seconds of confetti do not need a thread of their own.
 */
export async function celebrate() {
  window.localStorage.setItem(CONFETTI_SEEN, '1');
  const { create } = await import('canvas-confetti');
  const confetti = create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  await confetti({ particleCount: 200, spread: 100, ticks: 300 });
}

export function ResultModal({ status, onClose }: { status: string; onClose: () => void }) {
  const result = RESULTS[status];
  if (!result) return null;
  const close = () => {
    if (status === 'approved') void celebrate();
    onClose();
  };
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={result.title} description={result.text}>
      <button type="button" className="button-primary" onClick={close}>
        Continuar
      </button>
    </Modal>
  );
}
