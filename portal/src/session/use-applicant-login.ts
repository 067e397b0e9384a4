import { useEffect, useState } from 'react';
import { accountApi, type ApplicantLogin } from '../api/account.js';
import { ApiError } from '../api/client.js';
import { useFieldErrors } from '../components/field.js';
import { session } from './session.js';

/** The spec's login failure texts (applicant-side.md section 8). */
const LOGIN_FAILED = 'Error al iniciar sesión';
const NO_TOKEN = 'Respuesta inválida del servidor';
const NO_CONNECTION = 'Error de conexión';

/** The spec's text for a failed login: the server's, or a fallback by kind of failure. */
function loginFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_FAILED;
  if (error.status === 0) return NO_CONNECTION;
  return error.fromServer || error.status === 200 ? error.message : LOGIN_FAILED;
}

/** The shared schemas (zod) load once the form is on screen: the login's first paint does not wait for them. */
const validation = () => import('@postula/validation');

/** An applicant's login (the login page, and the login again when a session ends): field errors, busy state, failure text. */
export function useApplicantLogin() {
  const fields = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => void validation(), []);

  /** Checks, logs in and stores the session; the login, or null once the reason is shown. */
  async function signIn(values: { email: string; password: string }): Promise<ApplicantLogin | null> {
    setFailure(null);
    const { loginSchema, toFieldErrors } = await validation();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      fields.setErrors(toFieldErrors(parsed.error));
      return null;
    }
    setBusy(true);
    try {
      const login = await accountApi.login(parsed.data);
      if (!login.token) throw new ApiError(200, NO_TOKEN);
      session.signIn(login);
      return login;
    } catch (error) {
      if (error instanceof ApiError && error.errors) fields.setErrors(error.errors);
      setFailure(loginFailure(error));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { fields, busy, failure, signIn };
}
