import { Link } from 'react-router-dom';
import { ThemeToggle } from '../../components/theme-toggle.js';
import type { SessionUser } from '../../session/session.js';

/** The applicant's bar: skip link, brand, theme, their data and signing out. */
export function ApplicantHeader({ user, onProfile, onLogout }: { user: SessionUser; onProfile: () => void; onLogout: () => void }) {
  return (
    <header className="navbar applicant-header">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <Link to="/dashboard" className="brand">
        BECAS
      </Link>
      <div className="header-actions">
        <ThemeToggle />
        <button type="button" className="button-secondary" onClick={onProfile}>
          Mis Datos
        </button>
        <button type="button" className="button-secondary" onClick={onLogout}>
          Cerrar Sesión
        </button>
      </div>
    </header>
  );
}
