import { useId, useState, type InputHTMLAttributes } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; error?: string };

/** A labelled input named as the API field, with its error under it (tied by aria-describedby). */
export function Field({ label, error, type = 'text', ...input }: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-input">
        <input id={id} type={isPassword && shown ? 'text' : type} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        {isPassword && (
          <button type="button" className="toggle" onClick={() => setShown(!shown)} aria-label={shown ? 'Ocultar contraseña' : 'Mostrar contraseña'}>
            {shown ? 'Ocultar' : 'Mostrar'}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Field errors of a form: set from the schema or the server, one cleared as soon as its field is edited (spec). */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return {
    errors,
    setErrors,
    of: (name: string) => errors[name]?.[0],
    clear: (name: string) => errors[name] && setErrors(({ [name]: _, ...rest }) => rest),
  };
}
