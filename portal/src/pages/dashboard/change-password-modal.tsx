import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { toFieldErrors, updatePasswordSchema } from '@postula/validation';
import { accountApi } from '../../api/account.js';
import { ApiError } from '../../api/client.js';
import { Field, useFieldErrors } from '../../components/field.js';
import { Modal } from '../../form/modal.js';

/** The forced change of the temporary password on first login; skipping keeps it for now. */
export function ChangePasswordModal({ open, onDone }: { open: boolean; onDone: (changed: boolean) => void }) {
  const fields = useFieldErrors();
  const [values, setValues] = useState({ current_password: '', new_password: '' });
  const [busy, setBusy] = useState(false);
  const change = (name: keyof typeof values, value: string) => {
    setValues({ ...values, [name]: value });
    fields.clear(name);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updatePasswordSchema.safeParse(values);
    if (!parsed.success) return fields.setErrors(toFieldErrors(parsed.error));
    setBusy(true);
    try {
      toast.success((await accountApi.updatePassword(parsed.data)).message);
      onDone(true);
    } catch (error) {
      // Spec: a failed update is only logged; the field errors of a refused password still show under the fields.
      if (error instanceof ApiError && error.errors) fields.setErrors(error.errors);
      else console.error(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={open} title="Cambiar Contraseña" description="Te recomendamos cambiar la contraseña temporal que recibiste por correo por una que solo tú conozcas.">
      <form onSubmit={submit} noValidate className="modal-form">
        <Field name="current_password" type="password" label="Contraseña actual" autoComplete="current-password" value={values.current_password} onChange={(e) => change('current_password', e.target.value)} error={fields.of('current_password')} disabled={busy} />
        <Field name="new_password" type="password" label="Nueva contraseña" autoComplete="new-password" value={values.new_password} onChange={(e) => change('new_password', e.target.value)} error={fields.of('new_password')} disabled={busy} />
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={() => onDone(false)} disabled={busy}>
            Omitir por ahora
          </button>
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? 'Actualizando...' : 'Cambiar Contraseña'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
