import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, PDF_OR_IMAGE_MESSAGE, RUC_CERTIFICATE_FORMATS } from '@postula/domain';
import type { StoredFile } from '@postula/domain';
import { ApplicationWriter } from '../common/application-writer.js';
import type { ApplicationChange } from '../common/application-writer.js';
import { checkFile } from '../uploads/file-check.js';
import { UploadStore } from '../uploads/upload-store.js';
import { SaveEconomicStatusCommand } from './save-economic-status.command.js';

/** Step 6: the certificate is checked by content, the rules run before it is stored, and a refusal removes it. */
@CommandHandler(SaveEconomicStatusCommand)
export class SaveEconomicStatusHandler implements ICommandHandler<SaveEconomicStatusCommand, void> {
  constructor(
    private readonly writer: ApplicationWriter,
    private readonly uploads: UploadStore,
  ) {}

  async execute({ applicantId, details, rucCertificate }: SaveEconomicStatusCommand): Promise<void> {
    const change = (file?: StoredFile): ApplicationChange => ({ type: 'SaveEconomicStatus', data: { applicantId, details, rucCertificate: file } });
    if (!rucCertificate) {
      await this.writer.decide(change(), { retry: true });
      return;
    }
    const checked = await checkFile(rucCertificate, RUC_CERTIFICATE_FORMATS, PDF_OR_IMAGE_MESSAGE);
    if ('error' in checked) throw new DomainError('invalid', checked.error, { ruc_certificate: [checked.error] });
    await this.writer.check(change({ storageKey: '', fileName: rucCertificate.filename, contentType: '', size: rucCertificate.data.length }));
    await this.uploads.storeThenRecord(
      [rucCertificate],
      (file) => this.uploads.put(applicantId, 'ruc', file, checked.format),
      ([stored]) => this.writer.decide(change(stored), { retry: true }),
    );
  }
}
