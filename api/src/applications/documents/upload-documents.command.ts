import type { UploadedFile } from '../uploads/multipart-form.js';

/** POST application/documents: one file per document type, the part's field name being the type. */
export class UploadDocumentsCommand {
  constructor(
    readonly applicantId: string,
    readonly files: UploadedFile[],
    /** `document_type` when the form sends one file under a generic field name (`file`). */
    readonly documentType?: string,
  ) {}
}
