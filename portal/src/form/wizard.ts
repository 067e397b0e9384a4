import { APPLICATION_SECTIONS, type ApplicationSection } from '@postula/catalogs';
import type { CorrectionsBySection } from '@postula/domain';

/** The nine steps in order, each with the section it saves and the title the progress indicator shows. */
export const STEPS = APPLICATION_SECTIONS.map((s) => ({ number: s.step, section: s.key, title: s.label }));
export const LAST_STEP = STEPS.length;

export const stepOf = (section: ApplicationSection): number => STEPS.find((s) => s.section === section)!.number;

/** A step number from the address (`/formulario/3`), or null when it names no step. */
export function parseStep(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= LAST_STEP ? n : null;
}

export type FormAccess =
  | { mode: 'edit' }
  | { mode: 'corrections' }
  | { mode: 'closed'; message: string };

export const NOTICES = {
  correctionsSent: 'Tus correcciones ya fueron enviadas y están siendo revisadas',
  periodEnded: 'No puedes modificar el formulario el periodo de postulación ha finalizado',
  alreadySubmitted: 'Tu postulación ya fue enviada y no puede modificarse',
} as const;

/**
 * Whether the form opens, and how (applicant-side.md section 4, with docs/decisions.md "Portal form"): corrections
 * mode while a reviewer waits for corrections; the period notice only when the period is closed for this applicant;
 * after submission nothing is editable.
 */
export function formAccess(status: string, applicationsOpen: boolean): FormAccess {
  if (status === 'correction_review') return { mode: 'corrections' };
  if (status === 'correction_applicant') return { mode: 'closed', message: NOTICES.correctionsSent };
  if (status === 'none' || status === 'started') return applicationsOpen ? { mode: 'edit' } : { mode: 'closed', message: NOTICES.periodEnded };
  return { mode: 'closed', message: NOTICES.alreadySubmitted };
}

/**
 * The step the form opens on without a step in the address: the first flagged step in corrections mode, else the
 * first step not yet complete (the last one when all are).
 */
export function openingStep(access: FormAccess, completed: ReadonlySet<number>, firstCorrectionStep: number | null): number {
  if (access.mode === 'corrections' && firstCorrectionStep) return firstCorrectionStep;
  return STEPS.find((s) => !completed.has(s.number))?.number ?? LAST_STEP;
}

/**
 * Which steps may be opened from the progress indicator: the completed ones, and the first one not completed
 * (the applicant cannot skip ahead past a step never saved). In corrections mode every step is open.
 */
export function reachableSteps(access: FormAccess, completed: ReadonlySet<number>): Set<number> {
  if (access.mode === 'corrections') return new Set(STEPS.map((s) => s.number));
  const reachable = new Set<number>();
  for (const { number } of STEPS) {
    reachable.add(number);
    if (!completed.has(number)) break;
  }
  return reachable;
}

export const previousStep = (step: number): number | null => (step > 1 ? step - 1 : null);
export const nextStep = (step: number): number | null => (step < LAST_STEP ? step + 1 : null);

/**
 * Where 'Guardar y Continuar' leads: the next step, or in corrections mode the next one with a flag (the last step,
 * which resubmits, when none is left), so a correction never walks through read-only steps.
 */
export function stepAfter(step: number, corrections: CorrectionsBySection | null): number | null {
  if (!corrections) return nextStep(step);
  const flagged = (section: ApplicationSection) => Object.values(corrections[section] ?? {}).some(Boolean);
  return STEPS.find((s) => s.number > step && (s.number === LAST_STEP || flagged(s.section)))?.number ?? null;
}
