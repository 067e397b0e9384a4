/** The portal's one door to the API: screens call these functions and never `fetch` themselves. */
const BASE = '/backend/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw new ApiError(0, 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(response.status, typeof body?.message === 'string' ? body.message : 'Ocurrió un error inesperado. Inténtalo de nuevo.');
  }
  return (await response.json()) as T;
}

/** Public facts about the current call for applications. */
export interface PublicProgramme {
  /** ISO instant when applications close. */
  deadline: string;
  places?: number;
}

export const api = {
  programme: () => request<PublicProgramme>('/public/programme'),
};
