/** Spanish messages of the award cycle: the applicant's answers and refusals, and the staff's. */
export const AWARD_MESSAGES = {
  // Applicant
  noAward: 'Tu postulación no tiene una beca asignada',
  offerClosed: 'La oferta de beca ya no está vigente',
  alreadyAccepted: 'Ya aceptaste la beca. Si deseas renunciar, comunícate con la oficina del programa.',
  notAccepted: 'Primero debes aceptar la beca para subir los documentos',
  documentVerified: 'Este documento ya fue verificado y no se puede reemplazar',
  reasonTooLong: 'El motivo debe tener hasta 500 caracteres',
  accepted: '¡Aceptaste la beca! Ahora descarga la carta de compromiso y sube los documentos requeridos.',
  declined: 'Registramos tu renuncia a la beca',
  documentsSaved: 'Documentos subidos exitosamente',
  // Staff
  applicationNotFound: 'No se encontró la aplicación',
  notWithdrawable: 'Solo se puede registrar la renuncia de una beca ofrecida o aceptada',
  notVerifiable: 'Solo se pueden verificar documentos de una beca aceptada',
  documentMissing: 'El postulante aún no ha subido este documento',
  unknownDocumentType: 'Tipo de documento no válido',
  withdrawReasonRequired: 'Indique el motivo de la renuncia',
  verifiedValue: 'Indique si el documento es válido (true o false)',
  noteTooLong: 'La nota debe tener hasta 500 caracteres',
  noteRequired: 'Indique por qué el documento no es válido',
  documentAccepted: 'Documento verificado',
  documentRefused: 'Documento marcado como no válido; el becario puede subirlo de nuevo',
  withdrawn: 'Renuncia registrada',
  withdrawnPromoted: 'Renuncia registrada. El siguiente postulante de la lista de espera recibió la oferta.',
  staleAward: 'La beca fue modificada por otra operación. Recargue e intente de nuevo.',
} as const;
