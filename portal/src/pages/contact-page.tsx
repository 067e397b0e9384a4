import { SiteFooter } from '../components/site-footer.js';
import { SiteNav } from '../components/site-nav.js';
import { useProgramme } from '../components/use-programme.js';
import { WhatsAppButton } from '../components/whatsapp-button.js';

export function ContactPage() {
  const programme = useProgramme();
  return (
    <>
      <SiteNav />
      <main id="contenido" className="section">
        <h1>Contáctanos para más información</h1>
        {programme && (
          <ul className="grid-cards">
            <li className="tile">
              <strong>Correo electrónico</strong>
              <a href={`mailto:${programme.contacts.email}`}>{programme.contacts.email}</a>
            </li>
            <li className="tile">
              <strong>Dirección</strong>
              <span>{programme.contacts.address}</span>
            </li>
            <li className="tile">
              <strong>Teléfono</strong>
              <a href={`tel:${programme.contacts.phone}`}>{programme.contacts.phone}</a>
            </li>
          </ul>
        )}
        {/* Floating, but in the main landmark like everything else of the page. */}
        {programme && <WhatsAppButton programme={programme} />}
      </main>
      {programme && <SiteFooter programme={programme} />}
    </>
  );
}
