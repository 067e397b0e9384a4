import type { ApplicationStatus } from '@postula/domain';

/** The applicant's labels (applicant-side.md): `status_es` of the portal's answers. */
export { APPLICANT_STATUS_LABELS, AWARD_EVENT_LABELS, AWARD_MESSAGES, AWARD_STATUS_LABELS } from '@postula/domain';

/**
 * Staff labels of the statuses (staff-side.md section 4), in review order. approved_out (places ran out, applicant-side)
 * has no staff label in the spec: 'Aprobada sin cupo'.
 */
export const STAFF_STATUS_LABELS: Readonly<Record<Exclude<ApplicationStatus, 'none'>, string>> = {
  started: 'Iniciada',
  submitted: 'Enviada',
  under_review: 'En Revisión',
  correction_review: 'Correcciones solicitadas',
  correction_applicant: 'Correcciones listas para revisión',
  approved: 'Aprobada',
  approved_out: 'Aprobada sin cupo',
  rejected: 'Rechazada',
  award_expired: 'Beca no aceptada a tiempo',
  award_declined: 'Beca rechazada por el postulante',
};

export type StaffStatus = keyof typeof STAFF_STATUS_LABELS;
export const STAFF_STATUSES = Object.keys(STAFF_STATUS_LABELS) as [StaffStatus, ...StaffStatus[]];
