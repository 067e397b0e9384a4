import type { ResolveDataRequestInput } from '@postula/contract';

export class ResolveDataRequestCommand {
  constructor(
    readonly resolution: ResolveDataRequestInput,
    readonly resolvedBy: string,
  ) {}
}
