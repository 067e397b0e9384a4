import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, waitForProjections } from '@postula/platform';
import type { EventStore } from '@postula/platform';
import type pg from 'pg';
import { PG_POOL, READ_MODELS } from '../platform/platform.tokens.js';
import { AccountPositions } from './account-positions.js';

/**
 * How long a read waits for the read models to reach the account's last write before answering anyway: long enough
 * to ride out a projection stall on a loaded machine, since a stale answer to one's own save looks like lost data.
 */
export const OWN_WRITES_WAIT_MS = 15_000;

/**
 * Read-your-writes kept by the server (no client header needed): a signed-in account's write request records the
 * position its events reached (WritePath, right after each append); that account's reads, from any device and any
 * API replica, first wait here for the read models to reach it (AuthGuard, once it knows the account).
 */
@Injectable()
export class OwnWrites {
  constructor(
    private readonly positions: AccountPositions,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: string[],
  ) {}

  async awaitBeforeRead(account: string): Promise<void> {
    const position = await this.positions.find(account);
    if (position) await waitForProjections(this.pool, this.store, position, { timeoutMs: OWN_WRITES_WAIT_MS, names: this.readModels });
  }
}
