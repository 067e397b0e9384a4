import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AwardCycle } from '@postula/award-cycle';
import { decideErasure } from '@postula/personal-data';
import { CLOCK, clearThrottleKeys, type Clock, type DataKeys, type FileStorage } from '@postula/platform';
import type pg from 'pg';
import { SessionStore } from '../../auth/session-store.js';
import { WritePath } from '../../common/write-path.js';
import { DATA_KEYS, FILE_STORAGE, PG_POOL } from '../../platform/platform.tokens.js';
import { EraseApplicantData, type EraseApplicantDataResult } from './erase-applicant-data.command.js';

/** A deletion request's erasure, decided through the API's write path (libs/personal-data `decideErasure`). */
@CommandHandler(EraseApplicantData)
export class EraseApplicantDataHandler implements ICommandHandler<EraseApplicantData, EraseApplicantDataResult> {
  constructor(
    private readonly writes: WritePath,
    private readonly sessions: SessionStore,
    private readonly awards: AwardCycle,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(DATA_KEYS) private readonly keys: DataKeys,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ input }: EraseApplicantData): Promise<EraseApplicantDataResult> {
    const ports = {
      decisions: this.writes,
      keys: this.keys,
      storage: this.storage,
      clock: this.clock,
      revokeSessions: (accountId: string, now: string) => this.sessions.revokeAccount(accountId, now, 'account_changed'),
      forgetThrottles: (keys: string[]) => clearThrottleKeys(this.pool, keys),
      leavePlaces: (applicantId: string) => this.awards.leavePlaces(applicantId),
    };
    return { decided: await decideErasure(ports, input) };
  }
}
