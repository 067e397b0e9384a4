/** The nine sections of an application in form order; `step` is the wizard step that edits the section. */
export const APPLICATION_SECTIONS = [
  { key: 'personal_details', step: 1, label: 'Datos personales' },
  { key: 'address_details', step: 2, label: 'Dirección y contacto' },
  { key: 'academic_details', step: 3, label: 'Datos académicos' },
  { key: 'personal_references', step: 4, label: 'Referencias personales' },
  { key: 'household_members', step: 5, label: 'Miembros del hogar' },
  { key: 'economic_status', step: 6, label: 'Situación laboral' },
  { key: 'documents', step: 7, label: 'Documentos' },
  { key: 'financial_summary', step: 8, label: 'Resumen financiero' },
  { key: 'application_info', step: 9, label: 'Finalizar postulación' },
] as const;

export type ApplicationSection = (typeof APPLICATION_SECTIONS)[number]['key'];

export const SECTION_LABELS = Object.fromEntries(APPLICATION_SECTIONS.map((s) => [s.key, s.label])) as Record<ApplicationSection, string>;

/** Parts of the form the dashboard's completion chart counts, in form order: the exam, then the nine steps (application_info = submitted). */
export const COMPLETION_SECTIONS = ['diagnostic_exam', ...APPLICATION_SECTIONS.map((s) => s.key)] as const;
