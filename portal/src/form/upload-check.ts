import { DOCUMENT_TYPE_CATALOG, type DocumentFormat } from '@postula/catalogs';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_BYTES, PDF_OR_IMAGE_MESSAGE, RUC_CERTIFICATE_FORMATS, documentFormats, type DocumentType } from '@postula/domain';

/** What happens to a chosen file before any byte is sent: upload as is, scale the photo down first, or refuse at once. */
export type UploadPlan = { action: 'upload' } | { action: 'scale' } | { action: 'refuse'; message: string };

/** What a file input takes: a step-7 document type, the RUC certificate, or formats of their own (the post-award documents). */
export type UploadKind = DocumentType | 'ruc_certificate' | { formats: readonly DocumentFormat[] };

const FORMAT_BY_MIME: Record<string, DocumentFormat> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png' };
const FORMAT_BY_EXTENSION: Record<string, DocumentFormat> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

/** The format the browser reports (or the extension says); the server checks the content anyway. */
export function fileFormat(file: { name: string; type: string }): DocumentFormat | undefined {
  return FORMAT_BY_MIME[file.type] ?? FORMAT_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''];
}

/** The formats a kind takes and the refusal of any other. */
function accepted(kind: UploadKind): { formats: readonly DocumentFormat[]; message: string } {
  if (kind === 'ruc_certificate') return { formats: RUC_CERTIFICATE_FORMATS, message: PDF_OR_IMAGE_MESSAGE };
  if (typeof kind === 'object') return { formats: kind.formats, message: PDF_OR_IMAGE_MESSAGE };
  return { formats: DOCUMENT_TYPE_CATALOG.find((d) => d.value === kind)!.formats, message: documentFormats(kind).message };
}

/**
 * The spec's messages without the round trip: a format the document does not take, a PDF over the limit. A JPEG or
 * PNG over the limit is scaled, when the document takes JPEG (the scaled copy is one).
 */
export function planUpload(file: { name: string; type: string; size: number }, kind: UploadKind, maxBytes = MAX_FILE_BYTES): UploadPlan {
  const format = fileFormat(file);
  const { formats, message } = accepted(kind);
  if (!format) return { action: 'refuse', message: PDF_OR_IMAGE_MESSAGE };
  if (!formats.includes(format)) return { action: 'refuse', message };
  if (file.size <= maxBytes) return { action: 'upload' };
  return format !== 'pdf' && formats.includes('jpeg') ? { action: 'scale' } : { action: 'refuse', message: FILE_TOO_LARGE_MESSAGE };
}
