import { createContext, useContext } from 'react';
import type { ApplicationRulesContext } from '@postula/validation';
import type { CorrectionsBySection } from '@postula/domain';
import type { Drafts } from './drafts.js';
import type { FormAccess } from './wizard.js';

/** What every step gets from the wizard around it. */
export interface Wizard {
  step: number;
  access: FormAccess;
  /** Flags by section while corrections are pending, else null. */
  corrections: CorrectionsBySection | null;
  drafts: Drafts;
  /** The moment and programme facts the shared schemas read (age on the deadline's day, "today"). */
  rules: ApplicationRulesContext;
  /** The step has (or no longer has) unsaved changes: leaving it asks first. */
  setDirty(dirty: boolean): void;
  /** Saved: marks the step completed and opens the next one (or `to`). */
  advance(to?: number): void;
  goBack(): void;
  /** Opens another step, asking first when this one has unsaved changes (as Anterior and the progress indicator do). */
  open(step: number): void;
  /** Opens a step without asking (the step itself decided, e.g. missing documents send back to 7). */
  goTo(step: number): void;
}

export const WizardContext = createContext<Wizard | null>(null);
export const useWizard = () => useContext(WizardContext)!;
