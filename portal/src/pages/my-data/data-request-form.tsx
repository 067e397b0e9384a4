import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { DATA_REQUEST_TYPE_LABELS, dataRequestSchema, DATA_REQUEST_MESSAGE_MAX } from '@postula/contract';
import { toFieldErrors } from '@postula/validation';
import { ApiError } from '../../api/client.js';
import { privacyApi } from '../../api/privacy.js';
import { useFieldErrors } from '../../components/field.js';

const HINTS: Record<string, string> = {
  rectification: 'Dinos qué dato está mal y cuál es el correcto.',
  deletion: 'Eliminaremos tus datos personales y desactivaremos tu cuenta. Si eres becario, la ley nos obliga a conservarlos mientras dure esa obligación.',
  objection: 'Dinos a qué uso de tus datos te opones y por qué.',
};

/** Rectification, deletion or objection (LOPDP Arts. 14–16): answered by e-mail within 15 days. */
export function DataRequestForm({ onFiled }: { onFiled: () => void }) {
  const id = useId();
  const fields = useFieldErrors();
  const [type, setType] = useState('rectification');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = dataRequestSchema.safeParse({ type, message });
    if (!parsed.success) return fields.setErrors(toFieldErrors(parsed.error));
    setBusy(true);
    try {
      const answer = await privacyApi.fileRequest(parsed.data);
      toast.success(answer.message);
      setMessage('');
      onFiled();
    } catch (error) {
      if (error instanceof ApiError && error.errors) fields.setErrors(error.errors);
      else toast.error(error instanceof ApiError ? error.message : 'No se pudo enviar la solicitud');
    } finally {
      setBusy(false);
    }
  }

  const error = fields.of('message');
  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-type`}>Qué quieres pedir</label>
        <select id={`${id}-type`} name="type" value={type} onChange={(e) => setType(e.target.value)} disabled={busy} aria-describedby={`${id}-hint`}>
          {Object.entries(DATA_REQUEST_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="muted">
          {HINTS[type]}
        </p>
      </div>
      <div className={`field${error ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-message`}>Tu mensaje</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={DATA_REQUEST_MESSAGE_MAX}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            fields.clear('message');
          }}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-message-error` : undefined}
          disabled={busy}
        />
        {error && (
          <p id={`${id}-message-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button-primary wide" disabled={busy}>
        {busy ? 'Enviando...' : 'Enviar solicitud'}
      </button>
    </form>
  );
}
