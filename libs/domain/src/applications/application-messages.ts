/** Spanish messages of the application rules (applicant-side.md sections 5 and 8, and docs/decisions.md). */
export const APPLICATION_MESSAGES = {
  examFirst: 'Complete la evaluación diagnóstica primero',
  examAlreadyTaken: 'Ya completaste la evaluación diagnóstica; solo se rinde una vez',
  unanswered: (n: number) => `Te faltan ${n} pregunta(s) por contestar.`,
  periodEnded: 'No puedes modificar el formulario el periodo de postulación ha finalizado',
  alreadySubmitted: 'Tu postulación ya fue enviada y no puede modificarse',
  sectionNotFlagged: 'Esta sección no requiere corrección',
  fieldNotFlagged: 'Este campo no requiere corrección',
  notFlaggedSummary: 'Solo puedes modificar los campos marcados para corrección',
  lastReference: 'Debe mantener al menos una referencia personal',
  lastMember: 'Debe mantener al menos un miembro del hogar',
  referenceNotFound: 'No se encontró la referencia personal',
  memberNotFound: 'No se encontró el miembro del hogar',
  bachelorForGraduatesOnly: 'El título de bachiller solo se sube si ya se graduó del colegio',
  oneFilePerType: 'Solo se permite un archivo por tipo de documento',
  rucRequired: 'Debe adjuntar el certificado del RUC',
  storedBytesExceeded: (limitMb: number) =>
    `Sus documentos ocuparían más de ${limitMb} MB en total, el máximo por postulante. Suba un archivo más liviano (por ejemplo, escaneado en menor resolución).`,
  missingDocuments: (labels: string[]) => `Debe subir los siguientes documentos: ${labels.join(', ')}`,
  missingExam: 'Debe completar la evaluación diagnóstica',
  missingReferences: 'Debe agregar al menos una referencia personal',
  missingMembers: 'Debe agregar al menos un miembro del hogar',
  motivationRequired: 'La motivación es requerida',
  termsRequired: 'Debes aceptar los términos y condiciones',
  noCorrectionsPending: 'No hay correcciones pendientes en tu postulación',
  unchangedSummary: (labels: string[]) => `Corrige los campos marcados antes de enviar; siguen igual: ${labels.join(', ')}`,
  representativeMissing: 'Tienes menos de 15 años: registra a tu representante legal antes de enviar tu postulación',
  representativePending: 'Tu representante legal debe confirmar tu postulación antes de enviarla',
  representativeNotNeeded: 'Solo quienes tienen menos de 15 años registran un representante legal',
  representativeAfterStep1: 'Complete el paso 1: datos personales antes de registrar a su representante legal',
  representativeLinkInvalid: 'El enlace de confirmación no es válido o fue reemplazado por uno nuevo',
  representativeLinkUsed: 'Este enlace ya fue usado: la postulación ya está confirmada',
  representativeIsSelf: 'No puedes ser tu propio representante legal: registra la cédula y el correo de tu madre, padre o tutor legal',
  representativeIsMinor: 'Esa cédula o ese correo son de un postulante menor de 18 años: tu representante legal debe ser una persona adulta',
  representativeDeclined: 'Tu representante legal no autorizó tu postulación: registra a otra persona o revisa los datos con él',
  representativeLinkDeclined: 'Este enlace ya fue usado: se indicó que no autoriza la postulación',
  unchangedField: (label: string) => `${label}: sigue igual que cuando se pidió su corrección`,
} as const;

/** 404 answers for a section never saved; the portal treats them as "empty, create mode". */
export const SECTION_NOT_FOUND = {
  personal_details: 'No se encontraron los datos personales',
  address_details: 'No se encontraron los datos de dirección',
  academic_details: 'No se encontraron los datos académicos',
  personal_references: 'No se encontraron referencias personales',
  economic_status: 'No se encontraron los datos económicos',
  financial_summary: 'No se encontró el resumen financiero',
} as const;

/** Steps of the form, for "complete step N" messages. */
export const INCOMPLETE_STEP = {
  personal_details: 'Complete el paso 1: datos personales',
  address_details: 'Complete el paso 2: datos de dirección',
  academic_details: 'Complete el paso 3: datos académicos',
  economic_status: 'Complete el paso 6: situación laboral',
  financial_summary: 'Complete el paso 8: resumen financiero',
} as const;
