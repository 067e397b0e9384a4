import { toast } from 'react-toastify';
import { toFieldErrors, VALIDATION_MESSAGE, type FieldErrors } from '@postula/validation';
import type { z } from 'zod';
import { ApiError } from '../api/client.js';

/** The spec's toast for invalid input: 'Por favor corrija los siguientes errores:' and one bullet per message. */
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

/** Client-side check with the API's own schema: the field errors (shown at once), or null when valid. */
export function check(schema: z.ZodType, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors = toFieldErrors(result.error);
  showFieldErrors(errors);
  return errors;
}

/** A failed call: field errors under the fields and in the toast; any other error as its message, or the step's default. */
export function showApiError(error: unknown, fallback: string, setErrors?: (errors: FieldErrors) => void) {
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) {
    setErrors?.(error.errors);
    showFieldErrors(error.errors);
    return;
  }
  toast.error(error instanceof ApiError && error.message ? error.message : fallback);
}
