import { NO_FILE_MESSAGE, UNKNOWN_TYPE_MESSAGE } from '@postula/contract';
import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APPLICATION_MESSAGES, applicationDecider, applicationStream, documentFormats, DomainError, isDocumentType } from '@postula/domain';
import type { ApplicationCommand, DocumentType, StoredFile } from '@postula/domain';
import type { FileFormat } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { ApplicationRules } from '../common/application-rules.js';
import { checkFile } from '../uploads/file-check.js';
import type { UploadedFile } from '../uploads/multipart-form.js';
import { UploadStore } from '../uploads/upload-store.js';
import { UploadDocumentsCommand } from './upload-documents.command.js';

const GENERIC_FIELDS = new Set(['file', 'document', 'documento', 'archivo']);

interface CheckedDocument {
  file: UploadedFile;
  type: DocumentType;
  format: FileFormat;
  id: string;
}

/**
 * Checks every file by its content and size first (422, nothing stored), then the application rules without recording,
 * then stores the files and records one DocumentUploaded per type; a refusal at the last step removes the files.
 */
@CommandHandler(UploadDocumentsCommand)
export class UploadDocumentsHandler implements ICommandHandler<UploadDocumentsCommand, { document_id: string; document_type: DocumentType; file_name: string }[]> {
  constructor(
    private readonly writes: WritePath,
    private readonly rules: ApplicationRules,
    private readonly uploads: UploadStore,
  ) {}

  async execute({ applicantId, files, documentType }: UploadDocumentsCommand) {
    const checked = await this.check(files, documentType);
    const stream = applicationStream(applicantId);
    const change = (stored: (StoredFile & { documentId: string; documentType: DocumentType })[]): ApplicationCommand => ({ type: 'UploadDocuments', data: { applicantId, documents: stored, ...this.rules.moment() } });
    const placeholder = (d: CheckedDocument) => ({ documentId: d.id, documentType: d.type, storageKey: '', fileName: d.file.filename, contentType: '', size: d.file.data.length });
    await this.writes.check(stream, applicationDecider, change(checked.map(placeholder)));
    await this.uploads.storeThenRecord(
      checked,
      (d) => this.uploads.put(applicantId, 'documents', d.file, d.format, d.id),
      (stored) => this.writes.handleCommand(stream, applicationDecider, change(stored.map((s, i) => ({ ...s, documentId: checked[i].id, documentType: checked[i].type }))), { retry: true }),
    );
    return checked.map((d) => ({ document_id: d.id, document_type: d.type, file_name: d.file.filename }));
  }

  private async check(files: UploadedFile[], documentType?: string): Promise<CheckedDocument[]> {
    if (!files.length) throw new DomainError('invalid', NO_FILE_MESSAGE, { documents: [NO_FILE_MESSAGE] });
    const errors: Record<string, string[]> = {};
    const checked: CheckedDocument[] = [];
    for (const file of files) {
      const type = GENERIC_FIELDS.has(file.fieldname) && documentType ? documentType : file.fieldname;
      if (!isDocumentType(type)) {
        (errors[type] ??= []).push(UNKNOWN_TYPE_MESSAGE);
        continue;
      }
      if (checked.some((d) => d.type === type)) {
        (errors[type] ??= []).push(APPLICATION_MESSAGES.oneFilePerType);
        continue;
      }
      const rule = documentFormats(type);
      const result = await checkFile(file, rule.formats, rule.message);
      if ('error' in result) (errors[type] ??= []).push(result.error);
      else checked.push({ file, type, format: result.format, id: randomUUID() });
    }
    const first = Object.values(errors)[0];
    if (first) throw new DomainError('invalid', first[0], errors);
    return checked;
  }
}
