import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_NOT_FOUND_MESSAGE, applicantDecider, applicantStream, applicationStream, assertErasable, DomainError, erasureFactsFold } from '@postula/domain';
import { CLOCK, erasePersonalData, type Clock, type DataKeys, type FileStorage } from '@postula/platform';
import { SessionStore } from '../../auth/session-store.js';
import { WritePath } from '../../common/write-path.js';
import { APPLICANT_EMAIL_SCOPE, APPLICANT_IDENTIFICATION_SCOPE } from '../../identity/account-lookup.js';
import { UniqueValues } from '../../identity/unique-values.js';
import { DATA_KEYS, FILE_STORAGE } from '../../platform/platform.tokens.js';
import { EraseApplicantData, type EraseApplicantDataResult } from './erase-applicant-data.command.js';

/**
 * Crypto-shredding (`erasePersonalData`): frees the e-mail and cédula for a new account, destroys the applicant's data
 * key (every personal value in their events then reads 'Datos eliminados'), deletes their uploaded files, records
 * PersonalDataErased (the projectors erase the read models' rows, the account can no longer log in), then ends their
 * sessions. Each step is safe to repeat, so a failed erasure is completed by sending it again. An awarded scholar's
 * data is refused.
 */
@CommandHandler(EraseApplicantData)
export class EraseApplicantDataHandler implements ICommandHandler<EraseApplicantData, EraseApplicantDataResult> {
  constructor(
    private readonly writes: WritePath,
    private readonly unique: UniqueValues,
    private readonly sessions: SessionStore,
    @Inject(DATA_KEYS) private readonly keys: DataKeys,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ input }: EraseApplicantData): Promise<EraseApplicantDataResult> {
    const { applicantId, by, reason } = input;
    const [{ state: account }, { state: facts }] = await Promise.all([
      this.writes.load(applicantStream(applicantId), applicantDecider),
      this.writes.load(applicationStream(applicantId), erasureFactsFold),
    ]);
    if (!account.exists || !account.profile) throw new DomainError('not_found', ACCOUNT_NOT_FOUND_MESSAGE);
    if (account.erased) return { erased: false };
    assertErasable(facts);
    const { email, identification } = account.profile;
    const now = this.clock.now();
    await erasePersonalData(applicantId, this.keys, this.storage, {
      storageKeys: facts.storageKeys,
      releaseReservations: async () => {
        await this.unique.release(APPLICANT_EMAIL_SCOPE, email, applicantId);
        if (identification) await this.unique.release(APPLICANT_IDENTIFICATION_SCOPE, identification, applicantId);
      },
      record: async () => {
        const command = { type: 'RecordPersonalDataErasure' as const, data: { requestId: input.requestId ?? null, erasedBy: by, reason, now } };
        await this.writes.handleCommand(applicantStream(applicantId), applicantDecider, command, { retry: true });
      },
    });
    await this.sessions.revokeAccount(applicantId, now, 'account_changed');
    return { erased: true };
  }
}
