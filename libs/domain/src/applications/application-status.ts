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
] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The applicant's labels (applicant-side.md section 4): approval is not announced as such in the status card
 * ('En revisión' until the result modal), and places running out reads as a rejection.
 */
export const APPLICANT_STATUS_LABELS: Record<ApplicationStatus, string> = {
  none: 'Sin iniciar',
  started: 'Postulación iniciada',
  submitted: 'Enviado',
  under_review: 'En revisión',
  correction_review: 'Correcciones pendientes',
  correction_applicant: 'En revisión',
  approved: 'En revisión',
  approved_out: 'Rechazado',
  rejected: 'Rechazado',
};
