import { ApiError } from '../api/client.js';

/** The spec's login failure texts (applicant-side.md section 8). */
const LOGIN_FAILED = 'Error al iniciar sesión';
export const NO_TOKEN = 'Respuesta inválida del servidor';
const NO_CONNECTION = 'Error de conexión';

/** The spec's text for a failed login: the server's, or a fallback by kind of failure. */
export function loginFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_FAILED;
  if (error.status === 0) return NO_CONNECTION;
  return error.fromServer || error.status === 200 ? error.message : LOGIN_FAILED;
}
