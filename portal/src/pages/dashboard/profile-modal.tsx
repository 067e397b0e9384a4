import { Link } from 'react-router-dom';
import { Modal } from '../../form/modal.js';
import type { SessionUser } from '../../session/session.js';

/** 'Mis Datos': the account's names, e-mail and identification, read-only; editing leads to 'Mis datos' (/mis-datos). */
export function ProfileModal({ user, open, onClose }: { user: SessionUser; open: boolean; onClose: () => void }) {
  const rows = [
    ['Nombres', [user.first_name, user.middle_name].filter(Boolean).join(' ')],
    ['Apellidos', [user.last_name, user.second_last_name].filter(Boolean).join(' ')],
    ['Correo electrónico', user.email],
    ['Número de identificación', user.identification],
  ];
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Mis Datos"
      description={rows.map(([label, value]) => (
        <span key={label} className="profile-row">
          <strong>{label}:</strong> {value}
        </span>
      ))}
    >
      <button type="button" className="button-secondary" onClick={onClose}>
        Cerrar
      </button>
      {/* Corrections go through a rectification request (LOPDP Art. 14), on the page of the applicant's data. */}
      <Link to="/mis-datos" className="button button-primary" onClick={onClose}>
        Editar mis datos
      </Link>
    </Modal>
  );
}
