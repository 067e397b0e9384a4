import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { eraseApplicantData } from '@postula/personal-data';
import { CLOCK, type Clock, type DataKeys, type FileStorage } from '@postula/platform';
import { SessionStore } from '../../auth/session-store.js';
import { WritePath } from '../../common/write-path.js';
import { DATA_KEYS, FILE_STORAGE } from '../../platform/platform.tokens.js';
import { EraseApplicantData, type EraseApplicantDataResult } from './erase-applicant-data.command.js';

/** A deletion request's erasure: libs/personal-data `eraseApplicantData`, through the API's write path and session store. */
@CommandHandler(EraseApplicantData)
export class EraseApplicantDataHandler implements ICommandHandler<EraseApplicantData, EraseApplicantDataResult> {
  constructor(
    private readonly writes: WritePath,
    private readonly sessions: SessionStore,
    @Inject(DATA_KEYS) private readonly keys: DataKeys,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ input }: EraseApplicantData): Promise<EraseApplicantDataResult> {
    const revokeSessions = (accountId: string, now: string) => this.sessions.revokeAccount(accountId, now, 'account_changed');
    return { erased: await eraseApplicantData({ decisions: this.writes, keys: this.keys, storage: this.storage, clock: this.clock, revokeSessions }, input) };
  }
}
