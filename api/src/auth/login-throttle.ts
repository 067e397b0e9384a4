import { HttpException, Inject, Injectable } from '@nestjs/common';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import type pg from 'pg';
import { PG_POOL } from '../platform/platform.tokens.js';

/** Failed logins allowed per key inside the window; the next attempt is refused until the oldest one leaves it. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

const SQL = {
  // Per key: failures inside the window and the oldest of them (when it leaves, one attempt frees up).
  count: `SELECT key, count(*)::int AS failures, min(failed_at) AS oldest FROM auth.login_failures
          WHERE key = ANY($1::text[]) AND failed_at > $2 GROUP BY key`,
  record: 'INSERT INTO auth.login_failures (key, failed_at) SELECT unnest($1::text[]), $2',
  prune: 'DELETE FROM auth.login_failures WHERE key = ANY($1::text[]) AND failed_at <= $2',
  clear: 'DELETE FROM auth.login_failures WHERE key = $1',
};

export class TooManyAttemptsError extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      {
        status: 'error',
        message: `Demasiados intentos fallidos. Intente nuevamente en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
        retry_after: retryAfterSeconds,
      },
      429,
    );
  }
}

/**
 * Failed-login throttling per account and per client address, in PostgreSQL so every API replica counts
 * the same failures: after MAX_FAILURES inside WINDOW_MS on either key, attempts are refused with 429.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  static keys(scope: 'applicant' | 'staff', email: string, address: string): { account: string; address: string } {
    return { account: `account:${scope}:${email.toLowerCase()}`, address: `address:${address}` };
  }

  /** Throws TooManyAttemptsError when any key is over the limit. */
  async check(keys: string[]): Promise<void> {
    const retryAfter = await this.retryAfterSeconds(keys);
    if (retryAfter) throw new TooManyAttemptsError(retryAfter);
  }

  /** Seconds until every key is under the limit again; 0 when none is over it. */
  async retryAfterSeconds(keys: string[]): Promise<number> {
    const now = Date.parse(this.clock.now());
    const { rows } = await this.pool.query<{ failures: number; oldest: Date }>(SQL.count, [keys, new Date(now - WINDOW_MS).toISOString()]);
    const blocked = rows.filter((r) => r.failures >= MAX_FAILURES);
    if (!blocked.length) return 0;
    const freeAt = Math.max(...blocked.map((r) => r.oldest.getTime() + WINDOW_MS));
    return Math.max(1, Math.ceil((freeAt - now) / 1000));
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.clock.now();
    await this.pool.query(SQL.prune, [keys, new Date(Date.parse(now) - WINDOW_MS).toISOString()]);
    await this.pool.query(SQL.record, [keys, now]);
  }

  /** A successful login forgives the account's failures (the address keeps its own count). */
  async clear(key: string): Promise<void> {
    await this.pool.query(SQL.clear, [key]);
  }
}
