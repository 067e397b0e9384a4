import { dateTimeIn, PROGRAMME_TIME_ZONE } from '@postula/validation';
import type { Award, AwardDocument } from '../../../api/award.js';

/** What the dashboard says about the scholarship, per award status: pure, so the texts are tested without a browser. */

export const DECLINE_REASON_MAX = 500;

/** The answer's deadline as the offer e-mail states it ('dd/mm/aaaa HH:mm', hora de Ecuador). */
export const acceptBy = (award: Pick<Award, 'accept_by'>) => (award.accept_by ? dateTimeIn(award.accept_by, PROGRAMME_TIME_ZONE) : null);

/** The paragraph under the heading: the deadline, the position in the list, or what the status means. */
export function awardText(award: Award): string {
  switch (award.status) {
    case 'offered':
      return `Tienes plazo hasta el ${acceptBy(award)} (hora de Ecuador) para aceptar o renunciar a tu beca. Si no respondes a tiempo, la plaza pasará al siguiente postulante de la lista de espera.`;
    case 'accepted':
      return 'Imprime y firma la carta de compromiso y sube los documentos para formalizar tu beca. El personal del programa verificará cada documento.';
    case 'declined':
      return 'Renunciaste a la beca. Tu plaza pasó al siguiente postulante de la lista de espera.';
    case 'expired':
      return 'El plazo para aceptar la beca terminó sin respuesta. Tu plaza pasó al siguiente postulante de la lista de espera.';
    case 'waiting':
      return award.waiting_position && award.waiting_total
        ? `Estás en la posición ${award.waiting_position} de ${award.waiting_total}. Si se libera una plaza, te ofreceremos la beca y te avisaremos por correo electrónico.`
        : 'Si se libera una plaza, te ofreceremos la beca y te avisaremos por correo electrónico.';
    case 'withdrawn':
      return 'La oficina del programa registró tu renuncia a la beca después de aceptarla.';
    default:
      return '';
  }
}

/** A document's state: verified by staff, refused with their note (to upload again), waiting for them, or still to upload. */
export function documentState(document: Pick<AwardDocument, 'uploaded' | 'verified' | 'note'>): string {
  if (document.verified) return 'Verificado';
  if (document.note) return `No válido: ${document.note}. Súbelo de nuevo.`;
  return document.uploaded ? 'Subido, pendiente de verificación' : 'Pendiente';
}

/** 'n de m documentos verificados'. */
export function documentsProgress(documents: readonly Pick<AwardDocument, 'uploaded' | 'verified'>[]): string {
  const verified = documents.filter((d) => d.verified).length;
  const uploaded = documents.filter((d) => d.uploaded).length;
  return `${uploaded} de ${documents.length} documentos subidos, ${verified} verificados`;
}
