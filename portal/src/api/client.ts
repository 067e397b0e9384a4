import type { ErrorResponse, ResponseOf } from '@postula/contract';

/** The portal's one door to the API: screens call these functions and never `fetch` themselves. */
const BASE = '/backend/api';

/** An API failure with the server's Spanish message and, for 422, the messages per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ErrorResponse['errors'],
    /** False when the server sent no message of its own (the caller may show its own default). */
    readonly fromServer = true,
  ) {
    super(message);
  }
}

/** An error answer (the API's ErrorResponse, or anything else a proxy sent) as an ApiError. */
function failure(status: number, answer: unknown): ApiError {
  const body = answer as Partial<ErrorResponse> | null;
  const fromServer = typeof body?.message === 'string';
  return new ApiError(status, fromServer ? body!.message! : 'Ocurrió un error inesperado. Inténtalo de nuevo.', body?.errors, fromServer);
}

/**
 * Who answers a 401 of a signed-in request: resolves true once the applicant signed in again (the request is then sent
 * once more with the new token), false when they gave up. Screens that hold typed input register one, so an expired
 * session never throws the input away; without one a 401 goes to the login.
 */
type SessionLostHandler = (message: string) => Promise<boolean>;
let sessionLost: SessionLostHandler | null = null;

export function onSessionLost(handler: SessionLostHandler): () => void {
  sessionLost = handler;
  return () => {
    if (sessionLost === handler) sessionLost = null;
  };
}

/** After a 401: whether to send the request again. Under `/auth/` a 401 is the answer itself (wrong credentials, already logged out). */
async function signedInAgain(path: string, sentToken: boolean, error: ApiError): Promise<boolean> {
  if (!sentToken || error.status !== 401 || path.startsWith('/auth/')) return false;
  if (sessionLost) return sessionLost(error.message);
  window.location.hash = '#/login';
  return false;
}

export const serverMessage = (error: ApiError) => (error.fromServer ? error.message : null);

/** Any failure without a server message carries the call's default message instead. */
export async function withDefault<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && !serverMessage(error)) throw new ApiError(error.status, fallback, error.errors);
    throw error;
  }
}

/** The bearer header of the stored session (spec: the `token` entry, ignored when it reads 'undefined'). */
export function authorization(path: string): string | null {
  // A login never carries the old session's token.
  if (/^\/auth\/\w+\/login$/.test(path)) return null;
  const token = window.localStorage.getItem('token');
  return token && token !== 'undefined' ? `Bearer ${token}` : null;
}

export async function request<T>(path: string, init: RequestInit = {}, as: 'json' | 'blob' = 'json'): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const auth = authorization(path);
  if (auth) headers.set('Authorization', auth);
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { ...init, headers });
  } catch {
    throw new ApiError(0, 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.');
  }
  if (!response.ok) {
    const error = failure(response.status, await response.json().catch(() => null));
    if (await signedInAgain(path, !!auth, error)) return request(path, init, as);
    throw error;
  }
  return (as === 'blob' ? await response.blob() : await response.json()) as T;
}

/**
 * A multipart POST through XMLHttpRequest, which (unlike fetch) reports upload progress (0–1). Same token and error
 * handling as `request`; read-your-writes is the server's (the account's last write position), so no header travels.
 */
export async function upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  const auth = authorization(path);
  try {
    return await send<T>(path, form, auth, onProgress);
  } catch (error) {
    if (error instanceof ApiError && (await signedInAgain(path, !!auth, error))) return upload(path, form, onProgress);
    throw error;
  }
}

function send<T>(path: string, form: FormData, auth: string | null, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (auth) xhr.setRequestHeader('Authorization', auth);
    xhr.responseType = 'json';
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.'));
    xhr.onload = () => {
      const body = xhr.response as { message?: unknown; errors?: Record<string, string[]> } | null;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      reject(failure(xhr.status, body));
    };
    xhr.send(form);
  });
}

export const api = {
  programme: () => request<ResponseOf<'publicProgramme'>>('/public/programme'),
};
