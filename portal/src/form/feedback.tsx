import { useEffect, type RefObject } from 'react';
import { toast } from 'react-toastify';
import { toFieldErrors, VALIDATION_MESSAGE, type FieldErrors } from '@postula/validation';
import type { z } from 'zod';
import { ApiError } from '../api/client.js';

/** The spec's toast for invalid input: 'Por favor corrija los siguientes errores:' and one bullet per message. */
function showFieldErrors(errors: FieldErrors) {
  const messages = [...new Set(Object.values(errors).flat())];
  toast.error(
    <div>
      <p>{VALIDATION_MESSAGE}</p>
      <ul className="toast-list">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>,
  );
}

/** Errors of a refused save, to be revealed once they are on screen (useRevealErrors); an edit's errors are not. */
const toReveal = new WeakSet<FieldErrors>();
export function refusedSave(errors: FieldErrors): FieldErrors {
  toReveal.add(errors);
  return errors;
}

/**
 * After a refused save the first invalid field of the form takes the focus and is scrolled to the middle of the
 * screen, its message under it. No toast: on a phone stacked toasts covered the very fields they were about (and
 * stayed after the fix). Only errors of fields the form does not show (a server's) still come as the spec's toast.
 */
export function useRevealErrors(form: RefObject<HTMLElement | null>, errors: FieldErrors) {
  useEffect(() => {
    if (!toReveal.has(errors)) return;
    toReveal.delete(errors);
    const wrapper = form.current?.querySelector<HTMLElement>('.has-error');
    const input = wrapper?.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)');
    if (!wrapper || !input) return showFieldErrors(errors);
    input.focus({ preventScroll: true });
    wrapper.scrollIntoView({ block: 'center' });
  }, [errors, form]);
}

/** Client-side check with the API's own schema: the field errors of a refused save, or null when valid. */
export function check(schema: z.ZodType, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  return result.success ? null : refusedSave(toFieldErrors(result.error));
}

/** A failed call: field errors under the fields (the spec's toast when there is nowhere to show them); any other error as its message, or the step's default. */
export function showApiError(error: unknown, fallback: string, setErrors?: (errors: FieldErrors) => void) {
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) {
    if (setErrors) setErrors(refusedSave(error.errors));
    else showFieldErrors(error.errors);
    return;
  }
  toast.error(error instanceof ApiError && error.message ? error.message : fallback);
}
