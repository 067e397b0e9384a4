import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { CorrectionSection } from '@postula/domain';
import type { z } from 'zod';
import { applicationApi, type SectionPath } from '../../api/application.js';
import { check, showApiError } from '../feedback.js';
import { StepFrame } from '../step-frame.js';
import { useStepForm } from '../use-step-form.js';
import type { Values } from '../values.js';
import { useWizard } from '../wizard-context.js';

interface Props {
  path: SectionPath;
  section: CorrectionSection;
  fields: readonly string[];
  schema: z.ZodType;
  loadingText: string;
  change?: (values: Values, name: string, value: string | string[]) => Values;
  /** The step's inputs, given the current values. */
  render: (values: Values) => ReactNode;
}

/** Steps 1–3: one section loaded whole and saved whole, POST the first time and PUT afterwards. */
export function SectionStep({ path, section, fields, schema, loadingText, change, render }: Props) {
  const wizard = useWizard();
  const form = useStepForm({ section, fields, change, load: () => applicationApi.section(path) as Promise<Record<string, unknown> | null> });

  async function save() {
    // Nothing changed since it was saved: move on without recording the same data again.
    if (form.exists && !form.dirty) return wizard.advance();
    const errors = check(schema, form.values);
    if (errors) return form.setErrors(errors);
    form.setSaving(true);
    try {
      const res = await applicationApi.saveSection(path, form.values, form.exists ? 'update' : 'create');
      form.markSaved();
      toast.success(res.message);
      wizard.advance();
    } catch (error) {
      showApiError(error, '', form.setErrors);
    } finally {
      form.setSaving(false);
    }
  }

  return (
    <StepFrame loadingText={loadingText} loading={form.loading} saving={form.saving} onSubmit={save} fields={form.fieldsContext} restored={form.restored} onDiscardDraft={form.discardDraft}>
      {render(form.values)}
    </StepFrame>
  );
}
