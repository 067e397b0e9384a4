/** Why a message is sent; the e-mail log shows and filters by it (spec: staff-side sections 3 and 4). */
export const EMAIL_STAGES = [
  'welcome',
  'already_registered',
  'identification_taken',
  'password_change',
  'password_reset',
  'application_submitted',
  'correction_requested',
  'decision',
  'legal_representative',
  'legal_representative_answer',
  'award_offer',
  'award_promoted',
  'award_document_refused',
  'award_declined',
  'deadline_reminder',
  'correction_reminder',
  'award_reminder',
  'data_request_received',
  'data_request_office',
  'data_request_resolved',
] as const;
export type EmailStage = (typeof EMAIL_STAGES)[number];

/** The stage as the staff read it in the e-mail log. */
export const EMAIL_STAGE_NAMES: Record<EmailStage, string> = {
  welcome: 'Bienvenida',
  already_registered: 'Registro con correo ya registrado',
  identification_taken: 'Registro con identificación ya registrada',
  password_change: 'Cambio de contraseña',
  password_reset: 'Restablecimiento de contraseña',
  application_submitted: 'Postulación enviada',
  correction_requested: 'Correcciones solicitadas',
  decision: 'Resultado de la postulación',
  legal_representative: 'Confirmación del representante legal',
  legal_representative_answer: 'Respuesta del representante legal',
  award_offer: 'Oferta de beca',
  award_promoted: 'Beca asignada desde la lista de espera',
  award_document_refused: 'Documento de la beca no válido',
  award_declined: 'Renuncia a la beca registrada',
  deadline_reminder: 'Recordatorio de cierre de postulaciones',
  correction_reminder: 'Recordatorio de correcciones',
  award_reminder: 'Recordatorio de aceptación de la beca',
  data_request_received: 'Solicitud de datos personales recibida',
  data_request_office: 'Solicitud de datos personales (aviso al delegado)',
  data_request_resolved: 'Respuesta a solicitud de datos personales',
};

/** `pending`: queued or being retried; `sent`: the mail server accepted it; `failed`: refused for good or out of retries. */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_STATUS_NAMES: Record<EmailStatus, string> = { pending: 'Pendiente', sent: 'Enviado', failed: 'Fallido' };
