/** The upload formats the portal accepts, told apart by content, never by file name or declared type. */
export type FileFormat = 'pdf' | 'jpeg' | 'png';

export const FILE_FORMAT_MIME: Readonly<Record<FileFormat, string>> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' };
export const FILE_FORMAT_EXTENSION: Readonly<Record<FileFormat, string>> = { pdf: 'pdf', jpeg: 'jpg', png: 'png' };

const SIGNATURES: readonly { format: FileFormat; bytes: readonly number[] }[] = [
  { format: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] }, // SOI marker followed by another marker
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // \x89PNG\r\n\x1a\n
];

/**
 * The format of a file from its first bytes, or null for anything else (an executable, a ZIP/DOCX, text...). Only the
 * leading bytes are read, so a prefix of the upload is enough.
 */
export function detectFileFormat(head: Uint8Array): FileFormat | null {
  return SIGNATURES.find(({ bytes }) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b))?.format ?? null;
}

/** How many leading bytes detectFileFormat needs. */
export const FILE_FORMAT_HEAD_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));
