/** The portal's one door to the API: screens call these functions and never `fetch` themselves. */
const BASE = '/backend/api';
const CONSISTENCY_HEADER = 'X-Consistency-Token';

/** An API failure with the server's Spanish message and, for 422, the messages per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** False when the server sent no message of its own (the caller may show its own default). */
    readonly fromServer = true,
  ) {
    super(message);
  }
}

export const serverMessage = (error: ApiError) => (error.fromServer ? error.message : null);

/** The bearer header of the stored session (spec: the `token` entry, ignored when it reads 'undefined'). */
export function authorization(): string | null {
  const token = window.localStorage.getItem('token');
  return token && token !== 'undefined' ? `Bearer ${token}` : null;
}

// Read-your-writes: every request carries the token of the last write, so a read waits for the projections to catch up.
let consistencyToken: string | null = null;

export async function request<T>(path: string, init: RequestInit = {}, as: 'json' | 'blob' = 'json'): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const auth = authorization();
  if (auth) headers.set('Authorization', auth);
  if (consistencyToken) headers.set(CONSISTENCY_HEADER, consistencyToken);
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { ...init, headers });
  } catch {
    throw new ApiError(0, 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.');
  }
  consistencyToken = response.headers.get(CONSISTENCY_HEADER) ?? consistencyToken;
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: Record<string, string[]> } | null;
    if (response.status === 401) window.location.hash = '#/login';
    const fromServer = typeof body?.message === 'string';
    throw new ApiError(response.status, fromServer ? (body.message as string) : 'Ocurrió un error inesperado. Inténtalo de nuevo.', body?.errors, fromServer);
  }
  return (as === 'blob' ? await response.blob() : await response.json()) as T;
}

/** `GET /public/programme`: the office-editable programme content (config/programme.json) plus the live period. */
export interface PublicProgramme {
  name: string;
  description: string;
  facts: { places: number; modality: string; modules: number; months: number; hoursPerModule: number; certification: string };
  requirements: string[];
  /** ISO instant when applications close. */
  deadline: string;
  applications_open: boolean;
}

export const api = {
  programme: () => request<PublicProgramme>('/public/programme'),
};
