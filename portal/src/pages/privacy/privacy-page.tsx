import { PrivacyNoticeText } from '../../components/privacy-notice.js';
import { SiteNav } from '../../components/site-nav.js';
import { useProgramme } from '../../components/use-programme.js';

/** `/privacidad`: the privacy notice in force, for anyone (the footer links it). */
export function PrivacyPage() {
  const programme = useProgramme();
  return (
    <>
      <SiteNav />
      <main className="card wide-card" id="contenido">
        <h1>Aviso de privacidad</h1>
        {programme ? <PrivacyNoticeText notice={programme.privacyNotice} /> : <p>Cargando...</p>}
      </main>
    </>
  );
}
