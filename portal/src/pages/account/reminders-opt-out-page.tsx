import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { reminderOptOutSchema } from '@postula/contract';
import { accountApi } from '../../api/account.js';
import { SiteNav } from '../../components/site-nav.js';
import { useAccountForm } from './use-account-form.js';

/**
 * Where a reminder's "No deseo recibir más recordatorios" link leads. The opt-out waits for the button, so a mail
 * scanner that opens the link changes nothing; the API's Spanish answer is shown as it comes.
 */
export function RemindersOptOutPage() {
  const [params] = useSearchParams();
  const form = useAccountForm(accountApi.optOutOfReminders);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(reminderOptOutSchema, { token: params.get('token') ?? '' });
  };
  // A broken link is the token's error: the one thing the applicant can act on.
  const message = form.fields.of('token') ?? form.result?.message;
  return (
    <>
      <SiteNav />
      <main className="card" id="contenido">
        <h1>Recordatorios por correo</h1>
        <p>Te escribimos antes de cada plazo (el cierre de las postulaciones, las correcciones pedidas, la aceptación de una beca) para que no se te pase.</p>
        <p>Si ya no los quieres, confírmalo aquí. Seguirás recibiendo los avisos sobre tu cuenta y el resultado de tu postulación.</p>
        <form onSubmit={submit} noValidate>
          {message && (
            <p className={form.result?.ok ? 'form-success' : 'form-failure'} role="status">
              {message}
            </p>
          )}
          <button type="submit" className="button-primary wide" disabled={form.busy || form.result?.ok}>
            {form.busy ? 'Enviando...' : 'No deseo recibir más recordatorios'}
          </button>
        </form>
        <p className="card-links">
          <Link to="/">Ir a la página principal</Link>
        </p>
      </main>
    </>
  );
}
