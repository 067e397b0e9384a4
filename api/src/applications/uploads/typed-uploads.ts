import { randomUUID } from 'node:crypto';
import { NO_FILE_MESSAGE, UNKNOWN_TYPE_MESSAGE } from '@postula/contract';
import { APPLICATION_MESSAGES, DomainError } from '@postula/domain';
import type { DocumentFormat } from '@postula/catalogs';
import type { FileFormat } from '@postula/platform';
import { checkFile } from './file-check.js';
import type { UploadedFile } from './multipart-form.js';

const GENERIC_FIELDS = new Set(['file', 'document', 'documento', 'archivo']);

export interface TypedUpload<T extends string> {
  file: UploadedFile;
  type: T;
  format: FileFormat;
  id: string;
}

/**
 * Files sent one per document type, the part's field name being the type (or `document_type` beside a generic field):
 * each checked by its content and size against its type's formats. Any refusal answers 422 per type, nothing stored.
 */
export async function checkTypedUploads<T extends string>(
  files: UploadedFile[],
  documentType: string | undefined,
  ruleOf: (type: string) => { formats: readonly DocumentFormat[]; message: string } | undefined,
): Promise<TypedUpload<T>[]> {
  if (!files.length) throw new DomainError('invalid', NO_FILE_MESSAGE, { documents: [NO_FILE_MESSAGE] });
  const errors: Record<string, string[]> = {};
  const checked: TypedUpload<T>[] = [];
  for (const file of files) {
    const type = GENERIC_FIELDS.has(file.fieldname) && documentType ? documentType : file.fieldname;
    const rule = ruleOf(type);
    if (!rule) {
      (errors[type] ??= []).push(UNKNOWN_TYPE_MESSAGE);
      continue;
    }
    if (checked.some((d) => d.type === type)) {
      (errors[type] ??= []).push(APPLICATION_MESSAGES.oneFilePerType);
      continue;
    }
    const result = await checkFile(file, rule.formats, rule.message);
    if ('error' in result) (errors[type] ??= []).push(result.error);
    else checked.push({ file, type: type as T, format: result.format, id: randomUUID() });
  }
  const first = Object.values(errors)[0];
  if (first) throw new DomainError('invalid', first[0], errors);
  return checked;
}
