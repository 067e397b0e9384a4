import { DOCUMENT_TYPE_CATALOG, type DocumentFormat } from '@postula/catalogs';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_BYTES, PDF_OR_IMAGE_MESSAGE, RUC_CERTIFICATE_FORMATS, documentFormats, type DocumentType } from '@postula/domain';

/** What happens to a chosen file before any byte is sent: upload as is, scale the photo down first, or refuse at once. */
export type UploadPlan = { action: 'upload' } | { action: 'scale' } | { action: 'refuse'; message: string };

const FORMAT_BY_MIME: Record<string, DocumentFormat> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png' };
const FORMAT_BY_EXTENSION: Record<string, DocumentFormat> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

/** The format the browser reports (or the extension says); the server checks the content anyway. */
export function fileFormat(file: { name: string; type: string }): DocumentFormat | undefined {
  return FORMAT_BY_MIME[file.type] ?? FORMAT_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''];
}

/**
 * The spec's messages without the round trip: a format the document does not take, a PDF over the limit. A JPEG or
 * PNG over the limit is scaled, when the document takes JPEG (the scaled copy is one).
 */
export function planUpload(file: { name: string; type: string; size: number }, type: DocumentType | 'ruc_certificate', maxBytes = MAX_FILE_BYTES): UploadPlan {
  const format = fileFormat(file);
  const formats: readonly DocumentFormat[] = type === 'ruc_certificate' ? RUC_CERTIFICATE_FORMATS : DOCUMENT_TYPE_CATALOG.find((d) => d.value === type)!.formats;
  if (!format) return { action: 'refuse', message: PDF_OR_IMAGE_MESSAGE };
  if (!formats.includes(format)) return { action: 'refuse', message: type === 'ruc_certificate' ? PDF_OR_IMAGE_MESSAGE : documentFormats(type).message };
  if (file.size <= maxBytes) return { action: 'upload' };
  return format !== 'pdf' && formats.includes('jpeg') ? { action: 'scale' } : { action: 'refuse', message: FILE_TOO_LARGE_MESSAGE };
}
