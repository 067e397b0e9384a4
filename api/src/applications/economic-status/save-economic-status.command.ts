import type { EconomicStatus } from '@postula/validation';
import type { UploadedFile } from '../uploads/multipart-form.js';

/** POST application/economic-status: the step's fields (already validated) and, optionally, the RUC certificate. */
export class SaveEconomicStatusCommand {
  constructor(
    readonly applicantId: string,
    readonly details: EconomicStatus,
    readonly rucCertificate?: UploadedFile,
  ) {}
}
