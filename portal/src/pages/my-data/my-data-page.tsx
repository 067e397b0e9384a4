import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { ApiError } from '../../api/client.js';
import { privacyApi, type MyData } from '../../api/privacy.js';
import { useSession } from '../../session/session.js';
import { useLogout } from '../../session/use-logout.js';
import { ApplicantHeader } from '../dashboard/applicant-header.js';
import { ProfileModal } from '../dashboard/profile-modal.js';
import { DataRequestForm } from './data-request-form.js';
import { DataRequestList } from './data-request-list.js';

/** Saves a downloaded file under `name` through a temporary link (the API client fetched it with the session). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * `/mis-datos`: what the programme holds about the applicant (LOPDP Arts. 13 and 17) as a JSON file or a ZIP with the
 * uploaded documents, and the rectification, deletion and objection requests with their state.
 */
export function MyDataPage() {
  const user = useSession();
  const logout = useLogout();
  const [data, setData] = useState<MyData | null>(null);
  const [busy, setBusy] = useState<'json' | 'zip' | null>(null);
  const [showProfile, setShowProfile] = useState(false);

  const refresh = useCallback(() => privacyApi.myData().then(setData), []);
  useEffect(() => void refresh().catch((error: unknown) => toast.error(error instanceof ApiError ? error.message : 'No se pudieron cargar tus datos')), [refresh]);

  async function download(kind: 'json' | 'zip') {
    setBusy(kind);
    try {
      if (kind === 'json') save(await privacyApi.myDataFile(), 'mis-datos.json');
      else save(await privacyApi.myDataArchive(), 'mis-datos.zip');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'No se pudo descargar. Inténtalo de nuevo.');
    } finally {
      setBusy(null);
    }
  }

  if (!user) return null;
  return (
    <>
      <ApplicantHeader user={user} onProfile={() => setShowProfile(true)} onLogout={logout} />
      <main id="contenido" className="dashboard my-data">
        <p>
          <Link to="/dashboard">← Volver al inicio</Link>
        </p>
        <h1>Mis datos</h1>
        <p>
          Aquí puedes descargar todo lo que el programa tiene sobre ti y pedir que lo corrijamos, lo eliminemos o dejemos de usarlo. Lee el <Link to="/privacidad">aviso de privacidad</Link>.
        </p>
        <div className="dashboard-grid">
          <section className="panel" aria-labelledby="descargar">
            <h2 id="descargar">Descargar mis datos</h2>
            <p>Tu cuenta, cada sección del formulario, tu evaluación, el historial, los correos enviados y quién del personal revisó tu postulación.</p>
            <div className="button-row">
              <button type="button" className="button-primary" onClick={() => void download('json')} disabled={busy !== null}>
                {busy === 'json' ? 'Preparando...' : 'Descargar en JSON'}
              </button>
              <button type="button" className="button-secondary" onClick={() => void download('zip')} disabled={busy !== null}>
                {busy === 'zip' ? 'Preparando...' : 'Descargar ZIP con mis documentos'}
              </button>
            </div>
            {data && (
              <p className="muted">
                {data.documents.length} documentos · {data.emails.length} correos · {data.staff_access.length} accesos del personal
              </p>
            )}
          </section>
          <section className="panel" aria-labelledby="solicitar">
            <h2 id="solicitar">Hacer una solicitud</h2>
            <DataRequestForm onFiled={() => void refresh()} />
          </section>
        </div>
        {data && <DataRequestList requests={data.data_requests} />}
      </main>
      <ProfileModal user={user} open={showProfile} onClose={() => setShowProfile(false)} />
    </>
  );
}
