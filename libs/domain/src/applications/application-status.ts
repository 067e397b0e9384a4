export const APPLICATION_STATUSES = [
  'none',
  'started',
  'submitted',
  'under_review',
  'correction_review',
  'correction_applicant',
  'approved',
  'approved_out',
  'rejected',
  'award_expired',
  'award_declined',
] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The applicant's labels (applicant-side.md section 4) of a decision already told: before the results are published the
 * applicant reads a decision as 'En revisión' (the API reads it so; docs/decisions.md "Results are published on the
 * results day"), then an approval reads 'Aprobado' as its e-mail goes, and places running out reads as the waiting
 * list (the award cycle moves it when a place frees). An offer not accepted in time or declined (or
 * renounced after accepting, recorded by staff) leaves `approved` for `award_expired` or `award_declined`.
 */
export const APPLICANT_STATUS_LABELS: Record<ApplicationStatus, string> = {
  none: 'Sin iniciar',
  started: 'Postulación iniciada',
  submitted: 'Enviado',
  under_review: 'En revisión',
  correction_review: 'Correcciones pendientes',
  correction_applicant: 'En revisión',
  approved: 'Aprobado',
  approved_out: 'Lista de espera',
  rejected: 'Rechazado',
  award_expired: 'Beca no aceptada a tiempo',
  award_declined: 'Renunciaste a la beca',
};
