import { createContext, useContext, useId, type ReactNode } from 'react';
import { flagForField, type CorrectionSection } from '@postula/domain';
import type { Values } from './values.js';

/** What the inputs of one step read and write: values, errors, and in corrections mode which fields are flagged. */
export interface StepFields {
  values: Values;
  errors: Record<string, string[]>;
  set(name: string, value: string | string[]): void;
  section: CorrectionSection;
  /** Flags of this section while corrections are pending, else null (everything editable). */
  flags: Record<string, boolean> | null;
  /** While saving, or when the whole step is read-only. */
  locked: boolean;
  /** A list step (references, members): one flag stands for every field of the section. */
  wholeSection?: boolean;
}

const Context = createContext<StepFields | null>(null);
export const StepFieldsProvider = ({ value, children }: { value: StepFields; children: ReactNode }) => <Context.Provider value={value}>{children}</Context.Provider>;

/** One input's id, state and errors inside its step; in corrections mode only flagged fields are editable. */
export function useField(name: string) {
  const step = useContext(Context)!;
  const id = `${useId()}-${name}`;
  const flag = step.flags ? flagForField(step.section, name) : undefined;
  const flagged = Boolean(step.flags && (step.wholeSection ? Object.values(step.flags).some(Boolean) : flag && step.flags[flag]));
  const errors = step.errors[name] ?? [];
  return {
    id,
    step,
    flagged,
    // In corrections mode only flagged fields may change (the API refuses the others).
    disabled: step.locked || (step.flags !== null && !flagged),
    errors,
    describedBy: errors.length ? `${id}-error` : undefined,
  };
}

export type FieldInfo = ReturnType<typeof useField>;
