import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ThemeToggle } from './theme-toggle.js';
import { useProgramme } from './use-programme.js';

export const CLOSED_NOTICE = 'Las postulaciones han terminado';

/** BECAS, POSTULAR (only while applications are open), CONTACTOS and the status check. */
export function SiteNav() {
  const programme = useProgramme();
  const [notice, setNotice] = useState(false);
  const open = programme?.applications_open ?? true;
  const closed = () => {
    setNotice(true);
    window.setTimeout(() => setNotice(false), 3000);
  };
  return (
    <header className="navbar">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <nav aria-label="Principal" className="nav-links">
        <Link to="/" className="brand">
          BECAS
        </Link>
        {open ? (
          <Link to="/registro">POSTULAR</Link>
        ) : (
          <button type="button" className="nav-disabled" aria-disabled="true" onClick={closed}>
            POSTULAR
          </button>
        )}
        <Link to="/contacto">CONTACTOS</Link>
      </nav>
      <ThemeToggle />
      <Link to="/login" className="button">
        Consultar estado de postulación
      </Link>
      {notice && (
        <p className="toast-notice" role="status">
          {CLOSED_NOTICE}
        </p>
      )}
    </header>
  );
}
