import { useState } from 'react';
import { toFieldErrors } from '@postula/validation';
import { ApiError } from '../../api/client.js';
import { useFieldErrors } from '../../components/field.js';

/** One small account form (password reset, reminders' opt-out): validated with the API's schema, the server's answer shown as it comes. */
export function useAccountForm<T>(send: (values: T) => Promise<{ message: string }>) {
  const fields = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const submit = async (schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof toFieldErrors>[0] } }, values: unknown) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) return fields.setErrors(toFieldErrors(parsed.error));
    setBusy(true);
    try {
      setResult({ ok: true, message: (await send(parsed.data)).message });
    } catch (error) {
      if (error instanceof ApiError && error.errors) fields.setErrors(error.errors);
      setResult({ ok: false, message: error instanceof ApiError ? error.message : 'Ocurrió un error inesperado' });
    } finally {
      setBusy(false);
    }
  };
  return { fields, busy, result, submit };
}

