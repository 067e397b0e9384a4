import { APPLICATION_SECTIONS, type ApplicationSection } from '@postula/catalogs';
import type { ApplicationState } from './application.state.js';
import type { CorrectionFlags } from './application.types.js';
import { flaggedEntries } from './correction-fields.js';
import { DOCUMENT_TYPES, documentLabel, isGraduatesOnly, requiredDocumentTypes, type DocumentType } from './document-types.js';

/**
 * "Lo que falta para enviar tu postulación": one list for the portal's dashboard and the deadline reminder e-mail, so
 * the e-mail never says something the dashboard does not. `to` is the portal path where the item is done (absent
 * while the form is not open yet); `note` only the browser knows (an unsaved draft).
 */
export interface MissingItem {
  text: string;
  to?: string;
  note?: string;
}

/** How far the applicant got: the steps already saved, and the required documents not uploaded yet. */
export interface Completion {
  completed: Set<number>;
  /**
   * Labels of the required documents still missing (while step 3 has not said whether the applicant graduated, each
   * label names both cases); null when nothing was read (no application yet).
   */
  missingDocuments: string[] | null;
  /** An applicant under 15 whose representative is not named yet, or has not confirmed yet; absent otherwise. */
  representative?: RepresentativeStep;
}

export type RepresentativeStep = 'missing' | 'pending' | 'declined';

/** What was saved, whatever read it (the portal from the API, the worker from the application's stream). */
export interface SavedSections {
  /** Sections with something saved (references and household members: at least one). */
  saved: ReadonlySet<ApplicationSection>;
  /** Types of the documents uploaded. */
  documentTypes: readonly string[];
  /** From step 3; null while step 3 is not saved. */
  graduated: boolean | null;
  /** Under 15: the legal representative still to be named, or to confirm. */
  representative?: RepresentativeStep;
}

export const UNSAVED_DRAFT = 'Tienes cambios sin guardar en este dispositivo.';
/** Where an applicant under 15 names their legal representative. */
export const REPRESENTATIVE_PAGE = '/representante-legal';
const REPRESENTATIVE_ITEMS: Record<RepresentativeStep, MissingItem> = {
  missing: { text: 'Registrar a tu representante legal (menos de 15 años)', to: REPRESENTATIVE_PAGE },
  pending: { text: 'Confirmación de tu representante legal pendiente', to: REPRESENTATIVE_PAGE, note: 'Le enviamos un correo con el enlace para confirmar tu postulación.' },
  declined: { text: 'Tu representante legal no autorizó tu postulación', to: REPRESENTATIVE_PAGE, note: 'Registra a quien corresponda: le enviaremos un nuevo enlace.' },
};

const STEPS = APPLICATION_SECTIONS.map((s) => ({ number: s.step, section: s.key, title: s.label }));
const LAST_STEP = STEPS.length;
const stepOfSection = (section: string) => STEPS.find((s) => s.section === section)!.number;
const DOCUMENTS_STEP = stepOfSection('documents');
const stepLink = (step: number) => `/formulario/${step}`;
const stepText = (step: number) => `Paso ${step}: ${STEPS[step - 1].title}`;

/**
 * The required documents not uploaded yet, by their label for this applicant (graduate or still at school). Before
 * step 3 says which, every document either case asks for, each label naming both cases ('Acta de grado o Acta de
 * promoción del último año', 'Título de bachiller, si ya te graduaste'): the list names documents, never just the step.
 */
export function missingDocuments(documentTypes: readonly string[], graduated: boolean | null): string[] {
  const have = new Set(documentTypes);
  const label = (t: DocumentType) => {
    if (graduated !== null) return documentLabel(t, graduated);
    if (isGraduatesOnly(t)) return `${documentLabel(t, true)}, si ya te graduaste`;
    const [graduate, student] = [documentLabel(t, true), documentLabel(t, false)];
    return graduate === student ? graduate : `${graduate} o ${student}`;
  };
  return (graduated === null ? DOCUMENT_TYPES : requiredDocumentTypes(graduated)).filter((t) => !have.has(t)).map(label);
}

/** Steps 1 to 8 done: saved, and for the documents step every required document uploaded. */
export function completionOf({ saved, documentTypes, graduated, representative }: SavedSections): Completion {
  const missing = missingDocuments(documentTypes, graduated);
  // Which documents are required depends on step 3: before it, the documents step is never complete.
  const documentsDone = graduated !== null && !missing.length;
  const completed = new Set(STEPS.slice(0, -1).flatMap(({ number, section }) => ((section === 'documents' ? documentsDone : saved.has(section)) ? [number] : [])));
  return representative ? { completed, missingDocuments: missing, representative } : { completed, missingDocuments: missing };
}

/** The same facts from the application's own state (the worker's reminders read the stream, not the read models). */
export function savedSectionsOf(state: ApplicationState): SavedSections {
  const saved = new Set<ApplicationSection>();
  for (const section of ['personal_details', 'address_details', 'academic_details', 'economic_status', 'financial_summary'] as const) if (state.sections[section]) saved.add(section);
  if (Object.keys(state.references).length) saved.add('personal_references');
  if (Object.keys(state.members).length) saved.add('household_members');
  const academic = state.sections.academic_details;
  const r = state.legalRepresentative;
  const representative = !state.legalRepresentativeRequired ? undefined : !r ? 'missing' : r.confirmedAt ? undefined : r.declinedAt ? 'declined' : 'pending';
  return { saved, documentTypes: Object.keys(state.documents), graduated: academic ? !academic.currently_studying_school : null, representative };
}

export interface MissingSituation {
  status: string;
  /** The period is open for this applicant (the public programme says so). */
  applicationsOpen: boolean;
  examDone: boolean;
  completion: Completion | null;
  corrections: CorrectionFlags | null;
  /** Whether this browser keeps an unsaved draft of a section (the server knows of none). */
  hasDraft?: (section: string) => boolean;
}

/**
 * While the application can still be edited: the exam, each step not saved (or with unsaved changes here), each
 * required document not uploaded, and the submission itself; in corrections mode the flagged steps and the
 * resubmission. Nothing once submitted or when the period is closed.
 */
export function whatIsMissing({ status, applicationsOpen, examDone, completion, corrections, hasDraft = () => false }: MissingSituation): MissingItem[] {
  const finish: MissingItem = { text: stepText(LAST_STEP), to: stepLink(LAST_STEP) };
  if (status === 'correction_review') {
    const flagged = new Map<number, string[]>();
    for (const entry of flaggedEntries(corrections ?? {})) {
      const step = stepOfSection(entry.section);
      flagged.set(step, [...(flagged.get(step) ?? []), entry.label]);
    }
    return [...[...flagged].map(([step, labels]) => ({ text: `${stepText(step)}: corregir ${labels.join(', ')}`, to: stepLink(step) })), { ...finish, text: `${finish.text}: volver a enviar` }];
  }
  if (!['none', 'started'].includes(status) || !applicationsOpen) return [];

  const items: MissingItem[] = examDone ? [] : [{ text: 'Rendir la evaluación diagnóstica', to: '/evaluacion' }];
  for (const { number, section } of STEPS.slice(0, -1)) {
    const saved = completion?.completed.has(number) ?? false;
    const draft = hasDraft(section);
    const documents = number === DOCUMENTS_STEP ? (completion?.missingDocuments ?? missingDocuments([], null)) : null;
    if (documents?.length) items.push(...documents.map((label) => ({ text: `Subir ${label}`, to: stepLink(number) })));
    else if (!saved || draft) items.push({ text: stepText(number), to: stepLink(number), note: draft ? UNSAVED_DRAFT : undefined });
    if (number === 1 && completion?.representative) items.push({ ...REPRESENTATIVE_ITEMS[completion.representative] });
  }
  items.push(finish);
  // The form opens only once the exam is done.
  return examDone ? items : items.map((item) => (item.to === '/evaluacion' ? item : { ...item, to: undefined }));
}
