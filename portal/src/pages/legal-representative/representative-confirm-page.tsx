import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ResponseOf } from '@postula/contract';
import { legalRepresentativeApi } from '../../api/legal-representative.js';
import { ApiError } from '../../api/client.js';
import { SiteNav } from '../../components/site-nav.js';
import { useProgramme } from '../../components/use-programme.js';

type Link = ResponseOf<'legalRepresentativeLink'>;
const failureOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Ocurrió un error inesperado');

/** `/representante/{token}`: the e-mailed one-time link. Shows what the minor applies for and the privacy notice, then confirms. */
export function RepresentativeConfirmPage() {
  const { token = '' } = useParams();
  const programme = useProgramme();
  const [link, setLink] = useState<Link | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    legalRepresentativeApi.link(token).then(setLink, (error: unknown) => setResult({ ok: false, message: failureOf(error) }));
  }, [token]);

  const answer = async (how: 'confirm' | 'decline') => {
    setBusy(true);
    try {
      setResult({ ok: how === 'confirm', message: (await legalRepresentativeApi[how](token)).message });
    } catch (error) {
      setResult({ ok: false, message: failureOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const answered = !!link?.confirmed_at || !!link?.declined_at || !!result;
  return (
    <>
      <SiteNav />
      <main className="card representative-page" id="contenido">
        <h1>Confirmación del representante legal</h1>
        {link && (
          <>
            <p>
              Hola, {link.representative.first_name}. <strong>{link.applicant.first_name} {link.applicant.last_name}</strong> te registró como su representante legal
              ({link.representative.relationship_es}) para postular a:
            </p>
            {programme && (
              <section aria-labelledby="programa">
                <h2 id="programa">{programme.name}</h2>
                <p>{programme.description}</p>
                <p>{programme.operator}</p>
              </section>
            )}
            <section aria-labelledby="aviso">
              <h2 id="aviso">Aviso de privacidad</h2>
              <p>
                Como tiene menos de 15 años, la Ley Orgánica de Protección de Datos Personales pide que su representante legal autorice el tratamiento de sus datos
                para esta postulación. Lee el <Link to="/privacidad">aviso de privacidad</Link> antes de confirmar: dice quién trata los datos, para qué, por cuánto
                tiempo y cómo ejercer sus derechos.
              </p>
            </section>
          </>
        )}
        {result && (
          <p className={result.ok ? 'form-success' : 'form-notice'} role="status">
            {result.message}
          </p>
        )}
        {link && !answered && (
          <div className="representative-answers">
            <button type="button" className="button-primary wide" onClick={() => void answer('confirm')} disabled={busy}>
              {busy ? 'Enviando...' : 'Confirmo la postulación como representante legal'}
            </button>
            <button type="button" className="button-secondary wide" onClick={() => void answer('decline')} disabled={busy}>
              No soy su representante / no autorizo
            </button>
            <p className="field-hint">Si no autorizas, le avisaremos por correo para que registre a quien corresponda.</p>
          </div>
        )}
        {link?.confirmed_at && !result && <p className="form-success" role="status">Ya confirmaste esta postulación.</p>}
        {link?.declined_at && !result && <p className="form-notice" role="status">Ya indicaste que no autorizas esta postulación.</p>}
      </main>
    </>
  );
}
