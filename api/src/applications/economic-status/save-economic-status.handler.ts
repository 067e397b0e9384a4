import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, PDF_OR_IMAGE_MESSAGE, RUC_CERTIFICATE_FORMATS } from '@postula/domain';
import { applicationDecider, applicationStream } from '@postula/domain';
import type { ApplicationCommand, StoredFile } from '@postula/domain';
import { WritePath } from '../../common/write-path.js';
import { ApplicationRules } from '../common/application-rules.js';
import { checkFile } from '../uploads/file-check.js';
import { UploadStore } from '../uploads/upload-store.js';
import { SaveEconomicStatusCommand } from './save-economic-status.command.js';

/** Step 6: the certificate is checked by content, the rules run before it is stored, and a refusal removes it. */
@CommandHandler(SaveEconomicStatusCommand)
export class SaveEconomicStatusHandler implements ICommandHandler<SaveEconomicStatusCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly rules: ApplicationRules,
    private readonly uploads: UploadStore,
  ) {}

  async execute({ applicantId, details, rucCertificate }: SaveEconomicStatusCommand): Promise<void> {
    const stream = applicationStream(applicantId);
    const change = (file?: StoredFile): ApplicationCommand => ({ type: 'SaveEconomicStatus', data: { applicantId, details, rucCertificate: file, ...this.rules.moment() } });
    if (!rucCertificate) {
      await this.writes.handleCommand(stream, applicationDecider, change(), { retry: true });
      return;
    }
    const checked = await checkFile(rucCertificate, RUC_CERTIFICATE_FORMATS, PDF_OR_IMAGE_MESSAGE);
    if ('error' in checked) throw new DomainError('invalid', checked.error, { ruc_certificate: [checked.error] });
    await this.writes.check(stream, applicationDecider, change({ storageKey: '', fileName: rucCertificate.filename, contentType: '', size: rucCertificate.data.length }));
    const recorded = await this.uploads.storeThenRecord(
      [rucCertificate],
      (file) => this.uploads.put(applicantId, 'ruc', file, checked.format),
      ([stored]) => this.writes.handleCommand(stream, applicationDecider, change(stored), { retry: true }),
    );
    await this.uploads.removeReplaced(recorded);
  }
}
