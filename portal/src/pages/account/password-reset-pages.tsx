import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { forgotPasswordSchema, resetPasswordSchema, toFieldErrors } from '@postula/validation';
import { accountApi } from '../../api/account.js';
import { ApiError } from '../../api/client.js';
import { Field, useFieldErrors } from '../../components/field.js';
import { SiteNav } from '../../components/site-nav.js';

/** One small form: validated with the API's schema, the server's answer shown as it comes. */
function usePasswordForm<T>(send: (values: T) => Promise<{ message: string }>) {
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

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const form = usePasswordForm(accountApi.forgotPassword);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(forgotPasswordSchema, { email });
  };
  return (
    <>
      <SiteNav />
      <main className="card" id="contenido">
        <h1>Recuperar contraseña</h1>
        <p>Escribe el correo con el que te registraste y te enviaremos un enlace para crear una nueva contraseña.</p>
        <form onSubmit={submit} noValidate>
          <Field name="email" type="email" label="Correo electrónico" autoComplete="email" value={email} onChange={(e) => (setEmail(e.target.value), form.fields.clear('email'))} error={form.fields.of('email')} disabled={form.busy} />
          {form.result && <p className={form.result.ok ? 'form-success' : 'form-failure'} role="status">{form.result.message}</p>}
          <button type="submit" className="button-primary wide" disabled={form.busy}>
            {form.busy ? 'Enviando...' : 'Enviar enlace'}
          </button>
        </form>
        <p className="card-links">
          <Link to="/login">Volver a iniciar sesión</Link>
        </p>
      </main>
    </>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const form = usePasswordForm(accountApi.resetPassword);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(resetPasswordSchema, { token: params.get('token') ?? '', new_password: password });
  };
  return (
    <>
      <SiteNav />
      <main className="card" id="contenido">
        <h1>Nueva contraseña</h1>
        <form onSubmit={submit} noValidate>
          <Field name="new_password" type="password" label="Nueva contraseña" autoComplete="new-password" value={password} onChange={(e) => (setPassword(e.target.value), form.fields.clear('new_password'))} error={form.fields.of('new_password') ?? form.fields.of('token')} disabled={form.busy || form.result?.ok} />
          {form.result && <p className={form.result.ok ? 'form-success' : 'form-failure'} role="status">{form.result.message}</p>}
          <button type="submit" className="button-primary wide" disabled={form.busy || form.result?.ok}>
            {form.busy ? 'Actualizando...' : 'Guardar contraseña'}
          </button>
        </form>
        <p className="card-links">
          <Link to="/login">Iniciar sesión</Link>
        </p>
      </main>
    </>
  );
}
