import type { ApplicationState } from './application.state.js';
import type { DocumentType } from './document-types.js';

/**
 * The most an applicant's current files may take in all: the step-7 documents and the RUC certificate (each at most
 * 4 MB, one per type; a replaced file is deleted). A full set of typical scans is a few MB; the limit bounds what one
 * account can make the programme store and put in a 'Mis datos' archive.
 */
export const MAX_STORED_BYTES = 20 * 1024 * 1024;
export const MAX_STORED_MB = MAX_STORED_BYTES / 1024 / 1024;

/** The bytes of the application's current files. */
export function storedBytes(state: ApplicationState): number {
  const documents = Object.values(state.documentFiles ?? {}).reduce((sum, f) => sum + (f?.size ?? 0), 0);
  return documents + (state.rucCertificate?.size ?? 0);
}

/** The bytes stored once `documents` replace those of their types and `ruc` the certificate (when given). */
export function storedBytesAfter(state: ApplicationState, change: { documents?: { documentType: DocumentType; size: number }[]; ruc?: { size: number } }): number {
  const replaced = (change.documents ?? []).reduce((sum, d) => sum + (state.documentFiles?.[d.documentType]?.size ?? 0), 0);
  const added = (change.documents ?? []).reduce((sum, d) => sum + d.size, 0);
  const ruc = change.ruc ? change.ruc.size - (state.rucCertificate?.size ?? 0) : 0;
  return storedBytes(state) - replaced + added + ruc;
}

/** Every current file's storage key: the step-7 documents, the RUC certificate and the post-award documents. */
const currentFiles = (state: ApplicationState) => [
  ...Object.values(state.documentFiles ?? {}).map((f) => f?.storageKey),
  state.rucCertificate?.storageKey,
  ...Object.values(state.award?.documents ?? {}).map((d) => d?.storageKey),
];

/** The storage keys of files current in `before` and no longer in `after`: no event needs them served any more. */
export function filesNoLongerCurrent(before: ApplicationState, after: ApplicationState): string[] {
  const current = new Set(currentFiles(after));
  return currentFiles(before).filter((key): key is string => Boolean(key) && !current.has(key));
}
