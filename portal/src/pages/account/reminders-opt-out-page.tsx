import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { reminderOptOutSchema, type ReminderOptOutInput } from '@postula/contract';
import { accountApi } from '../../api/account.js';
import { SiteNav } from '../../components/site-nav.js';
import { useAccountForm } from './use-account-form.js';

/**
 * Where a reminder's "No deseo recibir más recordatorios" link leads. It shows whether the link's applicant already
 * left the reminders and offers the other choice; nothing changes until a button is pressed, so a mail scanner that
 * opens the link changes nothing. The API's Spanish answer is shown as it comes.
 */
export function RemindersOptOutPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // null until the link's state is read. A link that cannot be read offers the opt-out, whose answer names the problem.
  const [optedOut, setOptedOut] = useState<boolean | null>(token ? null : false);
  useEffect(() => {
    if (token) accountApi.reminderStatus({ token }).then(({ opted_out }) => setOptedOut(opted_out), () => setOptedOut(false));
  }, [token]);
  const form = useAccountForm(async (values: ReminderOptOutInput) => {
    const answer = await (optedOut ? accountApi.optBackIntoReminders(values) : accountApi.optOutOfReminders(values));
    setOptedOut(!optedOut);
    return answer;
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(reminderOptOutSchema, { token });
  };
  // A broken link is the token's error: the one thing the applicant can act on.
  const message = form.fields.of('token') ?? form.result?.message;
  return (
    <>
      <SiteNav />
      <main className="card" id="contenido">
        <h1>Recordatorios por correo</h1>
        <p>Te escribimos antes de cada plazo (el cierre de las postulaciones, las correcciones pedidas, la aceptación de una beca) para que no se te pase.</p>
        {optedOut === null ? (
          <p>Cargando...</p>
        ) : (
          <>
            {optedOut ? (
              <p>
                <strong>Ya no recibes estos recordatorios.</strong> Si quieres volver a recibirlos, confírmalo aquí.
              </p>
            ) : (
              <p>Si ya no los quieres, confírmalo aquí. Seguirás recibiendo los avisos sobre tu cuenta y el resultado de tu postulación.</p>
            )}
            <form onSubmit={submit} noValidate>
              {message && (
                <p className={form.result?.ok ? 'form-success' : 'form-failure'} role="status">
                  {message}
                </p>
              )}
              <button type="submit" className={optedOut ? 'button-secondary wide' : 'button-primary wide'} disabled={form.busy}>
                {form.busy ? 'Enviando...' : optedOut ? 'Volver a recibir recordatorios' : 'No deseo recibir más recordatorios'}
              </button>
            </form>
          </>
        )}
        <p className="card-links">
          <Link to="/">Ir a la página principal</Link>
        </p>
      </main>
    </>
  );
}
