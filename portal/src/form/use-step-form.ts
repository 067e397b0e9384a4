import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { FieldErrors } from '@postula/validation';
import type { z } from 'zod';
import { check, showApiError } from './feedback.js';
import type { CorrectionSection } from '@postula/domain';
import { sameValues, toValues, type Values } from './values.js';
import type { StepFields } from './step-fields.js';
import { useWizard } from './wizard-context.js';

export const DRAFT_RESTORED = 'Recuperamos los cambios que no habías guardado en este dispositivo.';

interface Options {
  /** The section the step saves (draft key, correction flags). */
  section: CorrectionSection;
  fields: readonly string[];
  /** The saved data, or null when never saved (create mode). */
  load: () => Promise<Record<string, unknown> | null>;
  /** Resets that follow from an answer (conditional-fields.ts). */
  change?: (values: Values, name: string, value: string | string[]) => Values;
  /** Values for a step never saved. */
  initial?: Values;
  /** A list step: one flag stands for the whole section. */
  wholeSection?: boolean;
}

/**
 * One step's form: loads the saved data, prefers an unsaved draft of this browser over it, keeps the draft on every
 * keystroke, reports unsaved changes to the wizard and clears a field's error when it is edited.
 */
export function useStepForm({ section, fields, load, change, initial, wholeSection }: Options) {
  const wizard = useWizard();
  const [loading, setLoading] = useState(true);
  const [exists, setExists] = useState(false);
  const [saved, setSaved] = useState<Values>({});
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [restored, setRestored] = useState(false);
  const loadRef = useRef(load);

  useEffect(() => {
    let live = true;
    loadRef
      .current()
      .then((data) => {
        if (!live) return;
        const server = data ? toValues(data, fields) : { ...toValues({}, fields), ...initial };
        const draft = wizard.drafts.load(section);
        const merged = draft ? { ...server, ...draft } : server;
        setExists(Boolean(data));
        setSaved(server);
        setValues(merged);
        setRestored(Boolean(draft) && !sameValues(merged, server));
      })
      .catch((error: unknown) => live && toast.error(error instanceof Error ? error.message : String(error)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // Loads once per step opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const dirty = !loading && !sameValues(values, saved);
  const { setDirty } = wizard;
  useEffect(() => setDirty(dirty), [dirty, setDirty]);

  const set = useCallback(
    (name: string, value: string | string[]) => {
      setValues((current) => {
        const next = change ? change(current, name, value) : { ...current, [name]: value };
        wizard.drafts.save(section, next);
        return next;
      });
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _, ...rest } = current;
        return rest;
      });
    },
    [change, section, wizard.drafts],
  );

  /** After a successful save: the draft goes, the saved copy is what was sent. */
  const markSaved = useCallback(() => {
    wizard.drafts.clear(section);
    setSaved(values);
    setExists(true);
    setRestored(false);
  }, [section, values, wizard.drafts]);

  /** Starts over from `next` (a list's sub-form after adding, or an entry opened for editing). */
  const reset = useCallback(
    (next: Values) => {
      wizard.drafts.clear(section);
      setValues(next);
      setSaved(next);
      setErrors({});
      setRestored(false);
    },
    [section, wizard.drafts],
  );

  const discardDraft = useCallback(() => {
    wizard.drafts.clear(section);
    setValues(saved);
    setRestored(false);
    setErrors({});
  }, [saved, section, wizard.drafts]);

  /**
   * 'Guardar y Continuar': checked with the API's schema, sent, then the next step (or `next`) with the server's success toast.
   * A step saved before and not changed since just moves on (nothing recorded twice).
   */
  async function save(schema: z.ZodType, send: () => Promise<{ message: string }>, options: { unchanged?: boolean; onErrors?: (errors: FieldErrors) => void; next?: () => void } = {}) {
    const next = options.next ?? (() => wizard.advance());
    if (options.unchanged ?? (exists && !dirty)) return next();
    const invalid = check(schema, values);
    if (invalid) return setErrors(invalid);
    setSaving(true);
    try {
      const res = await send();
      markSaved();
      toast.success(res.message);
      next();
    } catch (error) {
      showApiError(error, '', options.onErrors ?? setErrors);
    } finally {
      setSaving(false);
    }
  }

  const flags = wizard.corrections ? wizard.corrections[section] : null;
  const fieldsContext: StepFields = useMemo(
    () => ({ values, errors, set, section, flags, locked: saving, wholeSection }),
    [values, errors, set, section, flags, saving, wholeSection],
  );

  return { loading, exists, values, reset, save, errors, setErrors, saving, setSaving, restored, discardDraft, markSaved, dirty, fieldsContext };
}
