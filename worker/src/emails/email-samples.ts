import type { EmailStage } from '@postula/domain';
import { correctionLabels } from './application-emails.js';

/** Sample variables per stage, for `npm run mail:preview` and the renderer's tests (the shape each mapping produces). */
export const EMAIL_SAMPLES: Record<EmailStage, Record<string, unknown>> = {
  welcome: { first_name: 'María José', email: 'maria.quispe@example.ec', temporary_password: 'Kp7mQ2xZ9a' },
  already_registered: { first_name: 'María José', email: 'maria.quispe@example.ec', reset_token: 'ejemplo.token-de-prueba' },
  identification_taken: { first_name: 'María José', identification: '1710034065' },
  password_change: { first_name: 'María José', changed_at: '2025-02-12T15:30:00Z' },
  password_reset: { first_name: 'María José', reset_token: 'ejemplo.token-de-prueba' },
  application_submitted: { first_name: 'María José', submitted_at: '2025-02-14T21:05:00Z' },
  correction_requested: {
    first_name: 'María José',
    notes: 'La fecha de nacimiento no coincide con la cédula y falta la planilla de servicio básico.',
    fields: correctionLabels({ personal_details: { birth_date: true }, documents: { documents: true }, financial_summary: { monthly_rent: true } }),
    deadline: '2025-03-15T04:59:00Z',
  },
  decision: { first_name: 'María José', decision: 'approved' },
  legal_representative: { first_name: 'María José', minor_name: 'Ana Quispe', relationship: 'Madre', confirmation_token: 'ejemplo.token-de-prueba' },
  legal_representative_answer: { first_name: 'María José', confirmed: false },
  award_offer: { first_name: 'María José', accept_by: '2025-03-22T04:59:00Z', documents: ['Carta de compromiso firmada', 'Copia notariada de la cédula', 'Certificado de matrícula o título de bachiller legalizado'] },
  award_promoted: { first_name: 'María José', accept_by: '2025-03-22T04:59:00Z', documents: ['Carta de compromiso firmada', 'Copia notariada de la cédula', 'Certificado de matrícula o título de bachiller legalizado'] },
  award_document_refused: { first_name: 'María José', document: 'Copia notariada de la cédula', note: 'La copia no tiene el sello del notario.' },
  award_declined: { first_name: 'María José' },
  deadline_reminder: {
    first_name: 'María José',
    deadline: '2025-02-17T04:59:00Z',
    time_left: '48 horas',
    items: [
      { text: 'Paso 4: Referencias personales', url: 'http://localhost:3000/#/formulario/4' },
      { text: 'Subir Planilla de servicios básicos', url: 'http://localhost:3000/#/formulario/7' },
      { text: 'Paso 9: Finalizar postulación', url: 'http://localhost:3000/#/formulario/9' },
    ],
    opt_out_url: 'http://localhost:3000/#/recordatorios/baja?token=ejemplo',
  },
  correction_reminder: {
    first_name: 'María José',
    fields: correctionLabels({ personal_details: { birth_date: true } }),
    deadline: '2025-03-15T04:59:00Z',
    opt_out_url: 'http://localhost:3000/#/recordatorios/baja?token=ejemplo',
  },
  award_reminder: { first_name: 'María José', accept_by: '2025-03-20T04:59:00Z', opt_out_url: 'http://localhost:3000/#/recordatorios/baja?token=ejemplo' },
  data_request_received: { first_name: 'María José', request_type: 'rectificación', message: 'Mi segundo apellido está mal escrito.', due_at: '2025-03-01T15:00:00Z' },
  data_request_office: {
    first_name: 'María José',
    request_type: 'eliminación',
    due_at: '2025-03-01T15:00:00Z',
    request_id: '6f1c2d3e-0000-4000-8000-000000000001',
    decision: null,
  },
  data_request_resolved: { first_name: 'María José', request_type: 'rectificación', decision: 'atendida', reason: 'Corregimos tu segundo apellido.', erased: false, changes: ['Segundo apellido: antes «Andrad», ahora «Andrade»'] },
};

export const DECISIONS = ['approved', 'approved_out', 'rejected'] as const;
