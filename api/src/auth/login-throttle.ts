import { HttpException, Inject, Injectable } from '@nestjs/common';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import type pg from 'pg';
import { PG_POOL } from '../platform/platform.tokens.js';

/** One counter: at most `max` recorded attempts under `key` inside `windowMs`; the next is refused until the oldest leaves. */
export interface ThrottleRule {
  key: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Failed logins (docs/security.md, "Authentication"). No counter can be filled by a stranger to lock an owner out:
 * - per account and address: 5 in 15 minutes refuses that pair only; the owner elsewhere is unaffected;
 * - per account across addresses: 50 in an hour refuses the account (a distributed guess at one password);
 * - per address: 100 in 15 minutes refuses that address for its scope (a password spray), high enough for a school
 *   lab or a mobile carrier's shared address, where only the few who mistype add to it.
 * Applicant and staff scopes never share a counter.
 */
export const LOGIN_LIMITS = {
  pair: { max: 5, windowMs: 15 * MINUTE },
  account: { max: 50, windowMs: 60 * MINUTE },
  address: { max: 100, windowMs: 15 * MINUTE },
} as const;

/** No rule may count attempts further back than this: older ones are deleted as new attempts are recorded. */
export const LONGEST_WINDOW_MS = 60 * MINUTE;
/** Several per recorded attempt, so a backlog (after an attack from many addresses) drains as attempts go on. */
const PRUNED_PER_RECORD = 100;

const SQL = {
  // Per rule: attempts inside its own window, and the oldest of them (when it leaves, one attempt frees up).
  count: `SELECT r.key, count(*)::int AS attempts, min(f.failed_at) AS oldest
          FROM unnest($1::text[], $2::timestamptz[]) AS r(key, since)
          JOIN auth.login_failures f ON f.key = r.key AND f.failed_at > r.since GROUP BY r.key`,
  // One statement: the attempt, and up to PRUNED_PER_RECORD attempts older than every window ($3) deleted, whatever
  // their key (keys that never fail again would keep theirs for ever). Rows another recording is deleting are skipped
  // rather than waited for, so concurrent failures do not queue behind each other.
  record: `WITH expired AS (SELECT ctid FROM auth.login_failures WHERE failed_at <= $3 LIMIT ${PRUNED_PER_RECORD} FOR UPDATE SKIP LOCKED),
                pruned AS (DELETE FROM auth.login_failures WHERE ctid = ANY (ARRAY(SELECT ctid FROM expired)))
           INSERT INTO auth.login_failures (key, failed_at) SELECT unnest($1::text[]), $2`,
  // A key and every pair key under it (`{key}|{address}`); starts_with, not LIKE, as an e-mail may hold % or _.
  clear: `DELETE FROM auth.login_failures WHERE key = ANY($1::text[]) OR ($2::text IS NOT NULL AND starts_with(key, $2 || '|'))`,
};

export const TOO_MANY_FAILURES = 'Demasiados intentos fallidos.';

export class TooManyAttemptsError extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    what = TOO_MANY_FAILURES,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      {
        status: 'error',
        message: `${what} Intente nuevamente en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
        retry_after: retryAfterSeconds,
      },
      429,
    );
  }
}

/** Attempt counters in PostgreSQL (`auth.login_failures`), so every API replica counts the same attempts. */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The account's key: its own counter, and the prefix of its per-address counters. */
  static accountKey(scope: 'applicant' | 'staff', email: string): string {
    return `login:${scope}:${email.normalize('NFC').toLowerCase()}`;
  }

  static loginRules(scope: 'applicant' | 'staff', email: string, address: string): ThrottleRule[] {
    const account = LoginThrottle.accountKey(scope, email);
    return [
      { key: `${account}|${address}`, ...LOGIN_LIMITS.pair },
      { key: account, ...LOGIN_LIMITS.account },
      { key: `address:${scope}:${address}`, ...LOGIN_LIMITS.address },
    ];
  }

  /**
   * Throws TooManyAttemptsError (saying `what` happened too often) when any rule is at its limit; otherwise returns
   * the keys that hold attempts inside their window (for `clearLogin`).
   */
  async check(rules: ThrottleRule[], what?: string): Promise<Set<string>> {
    const { retryAfter, attempted } = await this.attempts(rules);
    if (retryAfter) throw new TooManyAttemptsError(retryAfter, what);
    return attempted;
  }

  /** Seconds until every rule is under its limit again; 0 when none is at it. */
  async retryAfterSeconds(rules: ThrottleRule[]): Promise<number> {
    return (await this.attempts(rules)).retryAfter;
  }

  private async attempts(rules: ThrottleRule[]): Promise<{ retryAfter: number; attempted: Set<string> }> {
    const now = Date.parse(this.clock.now());
    const since = rules.map((r) => new Date(now - r.windowMs).toISOString());
    const { rows } = await this.pool.query<{ key: string; attempts: number; oldest: Date }>(SQL.count, [rules.map((r) => r.key), since]);
    const freeAt = rows.flatMap((row) => {
      const rule = rules.find((r) => r.key === row.key)!;
      return row.attempts >= rule.max ? [row.oldest.getTime() + rule.windowMs] : [];
    });
    return { retryAfter: freeAt.length ? Math.max(1, Math.ceil((Math.max(...freeAt) - now) / 1000)) : 0, attempted: new Set(rows.map((row) => row.key)) };
  }

  async record(rules: ThrottleRule[]): Promise<void> {
    if (rules.some((r) => r.windowMs > LONGEST_WINDOW_MS)) throw new Error('A throttling window is longer than LONGEST_WINDOW_MS: its attempts would be pruned while they still count');
    const now = this.clock.now();
    await this.pool.query(SQL.record, [rules.map((r) => r.key), now, new Date(Date.parse(now) - LONGEST_WINDOW_MS).toISOString()]);
  }

  /**
   * A successful login forgives the account and this address's attempts on it; other addresses keep theirs.
   * `attempted` is what the login's check counted: with none of these keys in it there is nothing to forgive (older
   * attempts no longer count) and no statement runs, which is the usual login.
   */
  async clearLogin(rules: ThrottleRule[], attempted: Set<string>): Promise<void> {
    const keys = rules.slice(0, 2).map((r) => r.key);
    if (keys.some((key) => attempted.has(key))) await this.pool.query(SQL.clear, [keys, null]);
  }

  /** A completed password reset forgives the account everywhere: its own counter and every per-address one. */
  async clearAccount(accountKey: string): Promise<void> {
    await this.pool.query(SQL.clear, [[accountKey], accountKey]);
  }
}
