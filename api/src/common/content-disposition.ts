import { FILE_FORMAT_EXTENSION, FILE_FORMAT_MIME } from '@postula/platform';
import type { FileFormat } from '@postula/platform';

/**
 * An uploaded document's download name, made by the server: `{document_type}-{applicant id}` and
 * the extension of its verified type. The uploader's own name (`comprobante.bat`, a right-to-left trick) is shown in
 * lists but never becomes a file name on a reviewer's disk.
 */
export function documentFileName(documentType: string, applicantId: string, contentType: string): string {
  const format = (Object.keys(FILE_FORMAT_MIME) as FileFormat[]).find((f) => FILE_FORMAT_MIME[f] === contentType);
  return `${documentType.replace(/[^a-z0-9_]/gi, '')}-${applicantId}.${format ? FILE_FORMAT_EXTENSION[format] : 'bin'}`;
}

/** `Content-Disposition` for a download: a plain ASCII fallback name plus the exact UTF-8 one (RFC 6266). */
export const attachment = (fileName: string) => `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

const asciiName = (name: string) => name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'documento';
