import { flaggedEntries, type CorrectionsBySection } from '@postula/domain';
import type { Completion } from '../../form/completion.js';
import { LAST_STEP, STEPS } from '../../form/wizard.js';

/** One thing between the applicant and submission; `to` is where it is done (absent while the form is not open yet). */
export interface MissingItem {
  text: string;
  to?: string;
  note?: string;
}

export const UNSAVED_DRAFT = 'Tienes cambios sin guardar en este dispositivo.';
/** Where an applicant under 15 names their legal representative. */
export const REPRESENTATIVE_PAGE = '/representante-legal';
const REPRESENTATIVE_ITEMS = {
  missing: { text: 'Registrar a tu representante legal (menos de 15 años)', to: REPRESENTATIVE_PAGE },
  pending: { text: 'Confirmación de tu representante legal pendiente', to: REPRESENTATIVE_PAGE, note: 'Le enviamos un correo con el enlace para confirmar tu postulación.' },
} as const;

interface Situation {
  status: string;
  /** The period is open for this applicant (the public programme says so). */
  applicationsOpen: boolean;
  examDone: boolean;
  completion: Completion | null;
  corrections: CorrectionsBySection | null;
  /** Whether this browser keeps an unsaved draft of a section. */
  hasDraft: (section: string) => boolean;
}

const stepLink = (step: number) => `/formulario/${step}`;
const stepText = (step: number) => `Paso ${step}: ${STEPS[step - 1].title}`;
const DOCUMENTS_STEP = STEPS.find((s) => s.section === 'documents')!.number;

/**
 * "What is missing, at a glance": while the application can still be edited, the exam, each step not saved
 * (or with unsaved changes here), each required document not uploaded, and the submission itself; in corrections
 * mode the flagged steps and the resubmission. Nothing once submitted or when the period is closed.
 */
export function whatIsMissing({ status, applicationsOpen, examDone, completion, corrections, hasDraft }: Situation): MissingItem[] {
  const finish: MissingItem = { text: stepText(LAST_STEP), to: stepLink(LAST_STEP) };
  if (status === 'correction_review') {
    const flagged = new Map<number, string[]>();
    for (const entry of flaggedEntries(corrections ?? {})) {
      const step = STEPS.find((s) => s.section === entry.section)!.number;
      flagged.set(step, [...(flagged.get(step) ?? []), entry.label]);
    }
    return [...[...flagged].map(([step, labels]) => ({ text: `${stepText(step)}: corregir ${labels.join(', ')}`, to: stepLink(step) })), { ...finish, text: `${finish.text}: volver a enviar` }];
  }
  if (!['none', 'started'].includes(status) || !applicationsOpen) return [];

  const items: MissingItem[] = examDone ? [] : [{ text: 'Rendir la evaluación diagnóstica', to: '/evaluacion' }];
  for (const { number, section } of STEPS.slice(0, -1)) {
    const saved = completion?.completed.has(number) ?? false;
    const draft = hasDraft(section);
    const documents = number === DOCUMENTS_STEP ? completion?.missingDocuments : null;
    if (documents?.length) items.push(...documents.map((label) => ({ text: `Subir ${label}`, to: stepLink(number) })));
    else if (!saved || draft) items.push({ text: stepText(number), to: stepLink(number), note: draft ? UNSAVED_DRAFT : undefined });
    if (number === 1 && completion?.representative) items.push({ ...REPRESENTATIVE_ITEMS[completion.representative] });
  }
  items.push(finish);
  // The form opens only once the exam is done.
  return examDone ? items : items.map((item) => (item.to === '/evaluacion' ? item : { ...item, to: undefined }));
}
