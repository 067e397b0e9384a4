import { useNavigate } from 'react-router-dom';
import { accountApi } from '../api/account.js';
import { session } from './session.js';

/** 'Cerrar Sesión' of the applicant's bar: the server's session ends (a failure is only logged), then this device's. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await accountApi.logout().catch((error: unknown) => console.error(error));
    session.end();
    navigate('/login');
  };
}
