import type { ErrorResponse } from '@postula/contract';
import { fetchUtils, HttpError } from 'react-admin';
import { session } from './session.js';

/** Every staff call goes to the API under this prefix (served by the same host). */
export const API = '/backend/api';

export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ status: number; headers: Headers; body: string; json: any }>;

/** A file the API streams (PDF, Excel, document), with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

const authorization = (): Record<string, string> => {
  const token = session.token();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** react-admin's JSON client with the staff token (spec section 7: Bearer token from the `token` key). */
export const httpClient: HttpClient = (url, options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  for (const [name, value] of Object.entries(authorization())) headers.set(name, value);
  // Read-your-writes needs nothing here: the server makes an account's reads wait for its own writes.
  return fetchUtils.fetchJson(`${API}${url}`, { ...options, headers });
};

/** The API's messages per field of a refused call (its error answer's `errors`), from react-admin's HttpError. */
export const fieldErrorsOf = (error: unknown): ErrorResponse['errors'] => (error as { body?: Partial<ErrorResponse> } | null)?.body?.errors;

/** The file name of a `Content-Disposition` header (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : null;
}

/**
 * A binary download; errors carry the API's JSON message like fetchJson's, so callers treat both alike.
 * `onProgress` hears the bytes received so far while the file streams (the Excel has no known length).
 */
export async function fetchFile(url: string, onProgress?: (bytes: number) => void): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(`${API}${url}`, { headers: authorization() });
  } catch {
    throw new HttpError('Error de conexión', 0);
  }
  if (!response.ok) {
    const body: Partial<ErrorResponse> = await response.json().catch(() => ({}));
    throw new HttpError(body?.message ?? response.statusText, response.status, body);
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition'));
  if (!onProgress || !response.body) return { blob: await response.blob(), fileName };
  const chunks: BlobPart[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    bytes += read.value.byteLength;
    onProgress(bytes);
  }
  return { blob: new Blob(chunks, { type: response.headers.get('Content-Type') ?? undefined }), fileName };
}
