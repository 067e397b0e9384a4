import { EMPTY_FILE_MESSAGE } from '@postula/contract';
import { detectFileFormat, FILE_FORMAT_HEAD_BYTES, verifyFileContent } from '@postula/platform';
import type { FileFormat } from '@postula/platform';
import type { UploadedFile } from './multipart-form.js';
import { FILE_TOO_LARGE_MESSAGE } from './upload-limits.js';

/** The format of an upload judged by its whole content, or the Spanish refusal (too large, empty, other format). */
export async function checkFile(file: UploadedFile, formats: readonly FileFormat[], formatMessage: string): Promise<{ format: FileFormat } | { error: string }> {
  if (file.tooLarge) return { error: FILE_TOO_LARGE_MESSAGE };
  if (!file.data.length) return { error: EMPTY_FILE_MESSAGE };
  const format = detectFileFormat(file.data.subarray(0, FILE_FORMAT_HEAD_BYTES));
  // The signature names the claim; the whole file must then read as that format (no polyglot, no renamed program).
  return format && formats.includes(format) && (await verifyFileContent(format, file.data)) ? { format } : { error: formatMessage };
}
