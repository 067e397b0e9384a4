import type { UploadedFile } from '../../applications/uploads/multipart-form.js';

/** POST application/award/documents: one file per post-award document type, the part's field name being the type. */
export class UploadAwardDocumentsCommand {
  constructor(
    readonly applicantId: string,
    readonly files: UploadedFile[],
    /** `document_type` when the form sends one file under a generic field name (`file`). */
    readonly documentType?: string,
  ) {}
}
