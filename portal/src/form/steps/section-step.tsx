import type { ReactNode } from 'react';
import type { CorrectionSection } from '@postula/domain';
import type { z } from 'zod';
import { applicationApi, type SectionPath } from '../../api/application.js';
import { StepFrame } from '../step-frame.js';
import { useStepForm } from '../use-step-form.js';
import type { Values } from '../values.js';

interface Props {
  path: SectionPath;
  section: CorrectionSection;
  fields: readonly string[];
  schema: z.ZodType;
  loadingText: string;
  change?: (values: Values, name: string, value: string | string[]) => Values;
  /** The step's inputs, given the current values. */
  render: (values: Values) => ReactNode;
  /** Where a save leads instead of the next step, given the values saved (undefined: the next step). */
  next?: (values: Values) => (() => void) | undefined;
}

/** Steps 1–3: one section loaded whole and saved whole, POST the first time and PUT afterwards. */
export function SectionStep({ path, section, fields, schema, loadingText, change, render, next }: Props) {
  const form = useStepForm({ section, fields, change, load: () => applicationApi.section(path) as Promise<Record<string, unknown> | null> });

  const save = () => form.save(schema, () => applicationApi.saveSection(path, form.values, form.exists ? 'update' : 'create'), { next: next?.(form.values) });

  return (
    <StepFrame loadingText={loadingText} loading={form.loading} saving={form.saving} onSubmit={save} fields={form.fieldsContext} restored={form.restored} onDiscardDraft={form.discardDraft}>
      {render(form.values)}
    </StepFrame>
  );
}
