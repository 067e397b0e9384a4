import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { CorrectionSection } from '@postula/domain';
import type { z } from 'zod';
import { check, showApiError } from '../feedback.js';
import { StepFrame } from '../step-frame.js';
import { CorrectionMark } from '../form-inputs.js';
import { useStepForm } from '../use-step-form.js';
import { toValues, type Values } from '../values.js';
import { useWizard } from '../wizard-context.js';

export interface ListItem {
  id: string;
}

interface Props<T extends ListItem> {
  section: CorrectionSection;
  loadingText: string;
  fields: readonly string[];
  schema: z.ZodType;
  change?: (values: Values, name: string, value: string | string[]) => Values;
  load: () => Promise<T[]>;
  add: (values: Values) => Promise<{ message: string }>;
  update: (item: T, values: Values) => Promise<{ message: string }>;
  remove: (item: T) => Promise<{ message: string }>;
  /** 'Debe agregar al menos ...' and 'Debe mantener al menos ...'. */
  emptyMessage: string;
  lastMessage: string;
  noun: string;
  addLabel: string;
  summary: (item: T) => ReactNode;
  renderFields: (values: Values) => ReactNode;
}

/** Steps 4 and 5: a list with add, edit and delete, at least one entry to continue and the last one kept. */
export function ListStep<T extends ListItem>(props: Props<T>) {
  const wizard = useWizard();
  const form = useStepForm({ section: props.section, fields: props.fields, change: props.change, load: async () => null, wholeSection: true });
  const [items, setItems] = useState<T[] | null>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  // After 'Agregar' or 'Guardar cambios' the keyboard stays in the emptied sub-form (the button is disabled while
  // saving, which dropped the focus to the page's body), ready for the next entry.
  const entryForm = useRef<HTMLFieldSetElement>(null);
  const [entrySaved, setEntrySaved] = useState(0);
  useEffect(() => {
    if (entrySaved) entryForm.current?.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)')?.focus();
  }, [entrySaved]);
  const flags = wizard.corrections?.[props.section];
  const editable = !flags || Object.values(flags).some(Boolean);

  const reload = () => props.load().then(setItems);
  useEffect(() => {
    reload().catch((error: unknown) => {
      setItems([]);
      showApiError(error, '');
    });
    // Loads once per step opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const typed = Object.values(form.values).some((v) => (Array.isArray(v) ? v.length : v.trim()));

  /** Adds or updates the entry in the sub-form; false when it was refused. */
  async function saveEntry(): Promise<boolean> {
    const errors = check(props.schema, form.values);
    if (errors) {
      form.setErrors(errors);
      return false;
    }
    setBusy(true);
    try {
      const res = editing ? await props.update(editing, form.values) : await props.add(form.values);
      toast.success(res.message);
      form.reset(toValues({}, props.fields));
      setEditing(null);
      await reload();
      return true;
    } catch (error) {
      showApiError(error, '', form.setErrors);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove(item: T) {
    if ((items?.length ?? 0) <= 1) return void toast.error(props.lastMessage);
    setBusy(true);
    try {
      toast.success((await props.remove(item)).message);
      if (editing?.id === item.id) {
        setEditing(null);
        form.reset(toValues({}, props.fields));
      }
      await reload();
    } catch (error) {
      showApiError(error, '');
    } finally {
      setBusy(false);
    }
  }

  async function continueOn() {
    if (editable && typed && !(await saveEntry())) return;
    if (!items?.length && !(editable && typed)) return void toast.error(props.emptyMessage);
    wizard.advance();
  }

  const count = items?.length ?? 0;
  return (
    <StepFrame
      loadingText={props.loadingText}
      loading={items === null || form.loading}
      saving={busy}
      onSubmit={() => void continueOn()}
      fields={{ ...form.fieldsContext, locked: busy || !editable }}
      restored={form.restored}
      onDiscardDraft={form.discardDraft}
    >
      {flags && editable && (
        <p className="form-notice">
          Esta sección requiere corrección
          <CorrectionMark />
        </p>
      )}
      <ul className="entry-list" aria-label={`${props.noun}s registrados`}>
        {items?.map((item) => (
          <li key={item.id} className={`entry-card${editing?.id === item.id ? ' is-editing' : ''}`}>
            <div className="entry-summary">{props.summary(item)}</div>
            <div className="entry-actions">
              <button
                type="button"
                className="button-secondary"
                disabled={busy || !editable}
                onClick={() => {
                  setEditing(item);
                  form.reset(toValues(item as unknown as Record<string, unknown>, props.fields));
                }}
              >
                Editar
              </button>
              <button type="button" className="button-danger" disabled={busy || !editable} onClick={() => void remove(item)}>
                Eliminar
              </button>
            </div>
          </li>
        ))}
      </ul>
      {count === 0 && <p className="form-hint">{props.emptyMessage}</p>}
      {editable && (
        <fieldset className="entry-form" ref={entryForm}>
          <legend className="entry-form-title">{editing ? `Editar ${props.noun.toLowerCase()}` : props.addLabel}</legend>
          <div className="form-grid">{props.renderFields(form.values)}</div>
          <div className="entry-form-actions">
            {editing && (
              <button
                type="button"
                className="button-secondary"
                disabled={busy}
                onClick={() => {
                  setEditing(null);
                  form.reset(toValues({}, props.fields));
                }}
              >
                Cancelar
              </button>
            )}
            <button type="button" className="button-secondary" disabled={busy} onClick={() => void saveEntry().then((saved) => saved && setEntrySaved((n) => n + 1))}>
              {editing ? 'Guardar cambios' : props.addLabel}
            </button>
          </div>
        </fieldset>
      )}
    </StepFrame>
  );
}
