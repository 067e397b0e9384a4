import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { accountApi } from '../../api/account.js';
import { ApiError } from '../../api/client.js';
import { SiteNav } from '../../components/site-nav.js';

/**
 * Where a reminder's "No deseo recibir más recordatorios" link leads. The opt-out waits for the button, so a mail
 * scanner that opens the link changes nothing; the API's Spanish answer is shown as it comes.
 */
export function RemindersOptOutPage() {
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      setResult({ ok: true, message: (await accountApi.optOutOfReminders({ token: params.get('token') ?? '' })).message });
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.errors?.token?.[0] : undefined;
      setResult({ ok: false, message: fieldMessage ?? (error instanceof ApiError ? error.message : 'Ocurrió un error inesperado') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <SiteNav />
      <main className="card" id="contenido">
        <h1>Recordatorios por correo</h1>
        <p>Te escribimos antes de cada plazo (el cierre de las postulaciones, las correcciones pedidas, la aceptación de una beca) para que no se te pase.</p>
        <p>Si ya no los quieres, confírmalo aquí. Seguirás recibiendo los avisos sobre tu cuenta y el resultado de tu postulación.</p>
        <form onSubmit={(e) => void submit(e)} noValidate>
          {result && (
            <p className={result.ok ? 'form-success' : 'form-failure'} role="status">
              {result.message}
            </p>
          )}
          <button type="submit" className="button-primary wide" disabled={busy || result?.ok}>
            {busy ? 'Enviando...' : 'No deseo recibir más recordatorios'}
          </button>
        </form>
        <p className="card-links">
          <Link to="/login">Iniciar sesión</Link>
        </p>
      </main>
    </>
  );
}
