import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { EVENT_STORE, waitForProjections } from '@postula/platform';
import type { EventStore } from '@postula/platform';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { from, lastValueFrom, Observable } from 'rxjs';
import type { AuthenticatedUser } from '../auth/access.decorators.js';
import { requestContext } from '../common/request-context.js';
import { PG_POOL, READ_MODELS } from '../platform/platform.tokens.js';
import { AccountPositions } from './account-positions.js';

/**
 * How long a read waits for the read models to reach the account's last write before answering anyway: long enough
 * to ride out a projection stall on a loaded machine, since a stale answer to one's own save looks like lost data.
 */
export const OWN_WRITES_WAIT_MS = 15_000;
const READS = new Set(['GET', 'HEAD']);

/**
 * Read-your-writes kept by the server (no client header needed): a signed-in account's write request records the
 * position its events reached; that account's reads, from any device and any API replica, first wait for the read
 * models to reach it. Reads record nothing (the access audit they append is not the reader's own change to see).
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(
    private readonly positions: AccountPositions,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: string[],
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const account = request.user?.id;
    if (!account) return next.handle();
    return from(READS.has(request.method) ? this.read(account, next) : this.write(account, next));
  }

  private async read(account: string, next: CallHandler): Promise<unknown> {
    const position = await this.positions.find(account);
    if (position) await waitForProjections(this.pool, this.store, position, { timeoutMs: OWN_WRITES_WAIT_MS, names: this.readModels });
    return lastValueFrom(next.handle(), { defaultValue: undefined });
  }

  private async write(account: string, next: CallHandler): Promise<unknown> {
    try {
      return await lastValueFrom(next.handle(), { defaultValue: undefined });
    } finally {
      // Also when the request fails after appending: what was stored is the account's to see.
      const position = requestContext.getStore()?.lastPosition;
      if (position) await this.positions.record(account, position);
    }
  }
}
