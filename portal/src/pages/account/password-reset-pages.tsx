import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { forgotPasswordSchema, resetPasswordSchema } from '@postula/validation';
import { accountApi } from '../../api/account.js';
import { Field } from '../../components/field.js';
import { SiteNav } from '../../components/site-nav.js';
import { useAccountForm } from './use-account-form.js';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const form = useAccountForm(accountApi.forgotPassword);
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
  const form = useAccountForm(accountApi.resetPassword);
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
