/**
 * Where an application stands in the award cycle, as the applicant and the staff read it. `waiting`: approved after
 * the places ran out (approved_out), on the waiting list. `withdrawn`: staff recorded the scholar's renunciation.
 */
export const AWARD_STATUSES = ['offered', 'accepted', 'declined', 'expired', 'waiting', 'withdrawn'] as const;
export type AwardStatus = (typeof AWARD_STATUSES)[number];

/** The statuses of an award that was offered (the staff's 'Becas' list filters by them). */
export const OFFER_STATUSES = ['offered', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const AWARD_STATUS_LABELS: Record<AwardStatus, string> = {
  offered: 'Oferta pendiente',
  accepted: 'Beca aceptada',
  declined: 'Beca rechazada por el postulante',
  expired: 'Beca no aceptada a tiempo',
  waiting: 'Lista de espera',
  withdrawn: 'Renuncia registrada por la oficina',
};

/** The same, as the applicant reads it about themself (second person). */
export const APPLICANT_AWARD_STATUS_LABELS: Record<AwardStatus, string> = { ...AWARD_STATUS_LABELS, declined: 'Renunciaste a la beca' };

/** The award cycle's events in the office's words (the audit replay and the staff history). */
export const AWARD_EVENT_LABELS: Record<string, string> = {
  AwardOffered: 'Beca ofrecida',
  PromotedFromWaitingList: 'Promovido desde la lista de espera',
  AwardAccepted: 'Beca aceptada',
  AwardDeclined: 'Beca rechazada por el postulante',
  AwardExpired: 'Beca no aceptada a tiempo',
  AwardWithdrawn: 'Renuncia registrada por la oficina',
  AwardDocumentUploaded: 'Documento de la beca subido',
  AwardDocumentVerified: 'Documento de la beca revisado',
};

/** The same, in the applicant's own timeline (second person where it is their act). */
export const APPLICANT_AWARD_EVENT_LABELS: Record<string, string> = { ...AWARD_EVENT_LABELS, AwardDeclined: 'Renunciaste a la beca' };
