import { DATA_REQUEST_DECISION_LABELS } from '@postula/contract';

/** The Spanish of 'Derechos de datos': the resource's field names and the screen's own texts. */
export const dataRequestMessages = {
  resource: {
    name: 'Derechos de datos |||| Derechos de datos',
    fields: {
      type_es: 'Tipo',
      status_es: 'Estado',
      applicant: 'Postulante',
      message: 'Mensaje',
      application_status: 'Postulación',
      created_at: 'Recibida',
      due_at: 'Vence',
      reason: 'Respuesta',
      decision: 'Decisión',
      correction_section: 'Dónde está el dato',
      correction_field: 'Dato que se corrige',
      correction_value: 'Valor correcto',
    },
  },
  screen: {
    title: 'Derechos de datos',
    overdue: 'Vencida',
    resolve: 'Resolver',
    resolve_title: 'Resolver solicitud de %{type}',
    decisions: DATA_REQUEST_DECISION_LABELS,
    deletion_warning: 'Atender una eliminación borra los datos personales del postulante y desactiva su cuenta; no se puede deshacer. Si es becario, la ley obliga a conservarlos y la solicitud quedará rechazada con ese motivo (Art. 18).',
    reason_hint: 'El postulante recibirá este texto por correo electrónico.',
    open_application: 'Abrir la postulación (nueva pestaña)',
    open_account: 'Abrir la cuenta en Aplicantes (nueva pestaña)',
    rectification_hint: 'Atender aplica la corrección en los datos del postulante al guardar, y el correo de respuesta dice qué cambió (valor anterior y nuevo).',
    rectification_refusal_hint: 'Si no corresponde corregir, explica en la respuesta por qué: el postulante la recibirá por correo.',
    load_failed: 'Error al cargar las solicitudes',
    failed: 'Error al resolver la solicitud',
    none: 'No hay solicitudes',
  },
};
