import type { DownloadedFile } from '../providers/http-client.js';

/** Hands a downloaded file to the browser under the API's name (or `fallbackName`). */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
