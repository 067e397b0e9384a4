import { basename } from 'node:path';
import { DomainError } from '@postula/domain';
import { normalizeTextInput, stripUnsafeCharacters, VALIDATION_MESSAGE } from '@postula/validation';
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  fieldname: string;
  /** The name the applicant's file had, for display only (keys are made by the server). */
  filename: string;
  data: Buffer;
  /** Cut at the upload limit: the file was larger. */
  tooLarge: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

const MULTIPART_EXPECTED = 'La solicitud debe enviarse como multipart/form-data';
export const MULTIPART_MALFORMED = 'El formulario enviado está incompleto o mal formado. Intente subir los archivos nuevamente.';

/** Reads every part into memory (each file is bounded by the upload limit registered in bootstrap.ts). */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new DomainError('invalid', MULTIPART_EXPECTED);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({ fieldname: part.fieldname, filename: displayName(part.filename), data, tooLarge: part.file.truncated });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch {
    // No boundary, a truncated body, a part cut short: the client's fault, never a 500.
    throw new DomainError('invalid', MULTIPART_MALFORMED);
  }
  const checked = normalizeTextInput(fields);
  if (checked.errors) throw new DomainError('invalid', VALIDATION_MESSAGE, checked.errors);
  return { fields: checked.value as Record<string, string>, files };
}

/** A browser may send a path; keep the last segment, without unsafe characters, NFC, at most 200 characters. */
const displayName = (name: string) => stripUnsafeCharacters(basename((name || 'archivo').replace(/\\/g, '/'))).normalize('NFC').slice(-200) || 'archivo';
