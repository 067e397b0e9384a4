import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider, applicationStream, documentFormats, isDocumentType } from '@postula/domain';
import type { ApplicationCommand, DocumentType, StoredFile } from '@postula/domain';
import { WritePath } from '../../common/write-path.js';
import { ApplicationRules } from '../common/application-rules.js';
import { checkTypedUploads, type TypedUpload } from '../uploads/typed-uploads.js';
import { UploadStore } from '../uploads/upload-store.js';
import { UploadDocumentsCommand } from './upload-documents.command.js';

/**
 * Checks every file by its content and size first (422, nothing stored), then the application rules without recording,
 * then stores the files and records one DocumentUploaded per type; a refusal at the last step removes the files, and
 * once recorded, the files they replace are deleted.
 */
@CommandHandler(UploadDocumentsCommand)
export class UploadDocumentsHandler implements ICommandHandler<UploadDocumentsCommand, { document_id: string; document_type: DocumentType; file_name: string }[]> {
  constructor(
    private readonly writes: WritePath,
    private readonly rules: ApplicationRules,
    private readonly uploads: UploadStore,
  ) {}

  async execute({ applicantId, files, documentType }: UploadDocumentsCommand) {
    const checked = await checkTypedUploads<DocumentType>(files, documentType, (type) => (isDocumentType(type) ? documentFormats(type) : undefined));
    const stream = applicationStream(applicantId);
    const change = (stored: (StoredFile & { documentId: string; documentType: DocumentType })[]): ApplicationCommand => ({ type: 'UploadDocuments', data: { applicantId, documents: stored, ...this.rules.moment() } });
    const placeholder = (d: TypedUpload<DocumentType>) => ({ documentId: d.id, documentType: d.type, storageKey: '', fileName: d.file.filename, contentType: '', size: d.file.data.length });
    await this.writes.check(stream, applicationDecider, change(checked.map(placeholder)));
    const recorded = await this.uploads.storeThenRecord(
      checked,
      (d) => this.uploads.put(applicantId, 'documents', d.file, d.format, d.id),
      (stored) => this.writes.handleCommand(stream, applicationDecider, change(stored.map((s, i) => ({ ...s, documentId: checked[i].id, documentType: checked[i].type }))), { retry: true }),
    );
    await this.uploads.removeReplaced(recorded);
    return checked.map((d) => ({ document_id: d.id, document_type: d.type, file_name: d.file.filename }));
  }
}
