import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider, applicationStream, PDF_OR_IMAGE_MESSAGE, RUC_CERTIFICATE_FORMATS } from '@postula/domain';
import type { ApplicationCommand, AwardDocumentType, StoredFile } from '@postula/domain';
import { CLOCK, type AppConfig, type Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { checkTypedUploads } from '../../applications/uploads/typed-uploads.js';
import { UploadStore } from '../../applications/uploads/upload-store.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import type { DeliveredDocument } from '../award-documents.view.js';
import { UploadAwardDocumentsCommand } from './upload-award-documents.command.js';

/**
 * Step 7's checks for the post-award documents: every file by its content and size first (422, nothing stored; PDF or
 * image, the RUC certificate's formats), then the award rules without recording (an accepted offer, a document not yet
 * verified), then the files are stored and one AwardDocumentUploaded per type recorded; a refusal removes the files.
 */
@CommandHandler(UploadAwardDocumentsCommand)
export class UploadAwardDocumentsHandler implements ICommandHandler<UploadAwardDocumentsCommand, Record<string, DeliveredDocument>> {
  constructor(
    private readonly writes: WritePath,
    private readonly uploads: UploadStore,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Answers the documents as the upload left them (the read model may not have them yet). */
  async execute({ applicantId, files, documentType }: UploadAwardDocumentsCommand): Promise<Record<string, DeliveredDocument>> {
    const types = new Set<string>(this.config.award.documents.map((d) => d.type));
    const rule = { formats: RUC_CERTIFICATE_FORMATS, message: PDF_OR_IMAGE_MESSAGE };
    const checked = await checkTypedUploads<AwardDocumentType>(files, documentType, (type) => (types.has(type) ? rule : undefined));
    const stream = applicationStream(applicantId);
    const now = this.clock.now();
    const upload = (files: StoredFile[]): ApplicationCommand => ({
      type: 'UploadAwardDocuments',
      data: { applicantId, documents: checked.map((d, i) => ({ documentId: d.id, documentType: d.type, file: files[i] })), now },
    });
    await this.writes.check(stream, applicationDecider, upload(checked.map((d) => ({ storageKey: '', fileName: d.file.filename, contentType: '', size: d.file.data.length }))));
    const decided = await this.uploads.storeThenRecord(
      checked,
      (d) => this.uploads.put(applicantId, 'award', d.file, d.format, d.id),
      (stored) => this.writes.handleCommand(stream, applicationDecider, upload(stored), { retry: true }),
    );
    await this.uploads.removeReplaced(decided);
    const documents = decided.events.reduce(applicationDecider.evolve, decided.state).award?.documents ?? {};
    return Object.fromEntries(Object.entries(documents).map(([type, d]) => [type, { document_id: d.documentId, file_name: d.fileName, uploaded_at: d.uploadedAt, verified: d.verified, note: d.note }]));
  }
}
