import type { DataRequestInput } from '@postula/contract';

export class FileDataRequestCommand {
  constructor(
    readonly applicantId: string,
    readonly request: DataRequestInput,
  ) {}
}
