import type { VerifyAwardDocumentInput, WithdrawAwardInput } from '@postula/contract';

/** POST awards/verify-document and awards/withdraw, by a superadmin. */
export class AwardActionCommand {
  constructor(
    readonly action: { kind: 'verify'; input: VerifyAwardDocumentInput } | { kind: 'withdraw'; input: WithdrawAwardInput },
    readonly staffUserId: string,
  ) {}
}
