import { Link } from 'react-router-dom';
import type { PublicProgramme } from '@postula/contract';

/** Institutions (as text marks: no third-party logos), the transparency figures and the contact bar. */
export function SiteFooter({ programme }: { programme: PublicProgramme }) {
  const { contacts } = programme;
  return (
    <footer className="footer">
      <ul className="institutions" aria-label="Instituciones">
        {programme.landing.institutions.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p className="footer-links">
        <Link to="/transparencia">Transparencia: cifras de las becas</Link>
      </p>
      <div className="contact-bar">
        <a href={`tel:${contacts.phone}`}>{contacts.phone}</a>
        <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        <span>{contacts.address}</span>
        <a href="#/privacidad">Aviso de privacidad</a>
      </div>
    </footer>
  );
}
