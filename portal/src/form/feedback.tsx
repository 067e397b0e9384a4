import { toast } from 'react-toastify';
import { toFieldErrors, VALIDATION_MESSAGE, type FieldErrors } from '@postula/validation';
import type { z } from 'zod';
import { ApiError } from '../api/client.js';
import { refusedSave } from '../components/reveal-errors.js';

/**
 * The spec's toast for invalid input: 'Por favor corrija los siguientes errores:' and one bullet per message. Only for
 * errors of fields not on screen; the others are revealed in place (useRevealErrors).
 */
export function showFieldErrors(errors: FieldErrors) {
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
