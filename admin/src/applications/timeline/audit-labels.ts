import { AWARD_EVENT_LABELS } from '@postula/contract';
import type { AuditEvent } from '../../providers/review-methods.js';

/** The events of an application's stream, in the office's words. */
const EVENT_LABELS: Record<string, string> = {
  ExamCompleted: 'Examen diagnóstico completado',
  PersonalDetailsSaved: 'Datos personales guardados',
  AddressDetailsSaved: 'Dirección guardada',
  AcademicDetailsSaved: 'Datos académicos guardados',
  FinancialSummarySaved: 'Resumen financiero guardado',
  EconomicStatusSaved: 'Situación laboral guardada',
  PersonalReferenceAdded: 'Referencia personal agregada',
  PersonalReferenceRemoved: 'Referencia personal eliminada',
  HouseholdMemberAdded: 'Miembro del hogar agregado',
  HouseholdMemberUpdated: 'Miembro del hogar actualizado',
  HouseholdMemberRemoved: 'Miembro del hogar eliminado',
  DocumentUploaded: 'Documento subido',
  ApplicationSubmitted: 'Aplicación enviada',
  CorrectionsRequested: 'Correcciones solicitadas',
  CorrectionsResubmitted: 'Correcciones reenviadas',
  ReviewStarted: 'Revisión iniciada',
  ApplicationDecided: 'Decisión registrada',
  FieldsEditedByStaff: 'Campos editados por el personal',
  AutoRejected: 'Rechazo automático',
  ...AWARD_EVENT_LABELS,
};
const ROLE_LABELS: Record<string, string> = { user: 'Postulante', reviewer: 'Revisor', superadmin: 'Superadministrador', auditor: 'Auditor', system: 'Sistema' };
export const eventLabel = (type: string) => EVENT_LABELS[type] ?? type;
export const actorLabel = (actor: AuditEvent['actor']) => `${actor.name ?? 'Sistema'} (${ROLE_LABELS[actor.role] ?? actor.role})`;
