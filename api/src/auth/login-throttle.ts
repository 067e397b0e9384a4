import { randomUUID } from 'node:crypto';
import { HttpException, Inject, Injectable } from '@nestjs/common';
import { loginThrottleKey, resetThrottleKey } from '@postula/personal-data';
import { CLOCK, clearThrottleKeys } from '@postula/platform';
import type { Clock, DataKeys } from '@postula/platform';
import type pg from 'pg';
import { DATA_KEYS, PG_POOL } from '../platform/platform.tokens.js';

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

/**
 * No rule may count attempts further back than this: older ones are deleted as new attempts are recorded. A day:
 * the daily limits on e-mails sent to third parties (a legal representative's confirmation link) count that far.
 */
export const LONGEST_WINDOW_MS = 24 * 60 * MINUTE;
/** Several per recorded attempt, so a backlog (after an attack from many addresses) drains as attempts go on. */
const PRUNED_PER_RECORD = 100;

const SQL = {
  // Counts and records in one step under a lock of each key (migration 0101 says how).
  take: 'SELECT rule_key, attempts, oldest FROM auth.take_attempt($1, $2, $3, $4, $5, $6, $7)',
  release: 'SELECT auth.release_attempt($1, $2, $3)',
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

/** An attempt recorded under its rules before its outcome is known; `release` takes it back when it does not count. */
export interface Attempt {
  id: string;
  rules: ThrottleRule[];
  /** The keys that held attempts inside their window before this one (a success forgives those of the account). */
  attempted: Set<string>;
}

/**
 * Attempt counters in PostgreSQL (`auth.login_failures`), so every API replica counts the same attempts. Counting and
 * recording are one step under a lock of each key: of N attempts at once, at most the limit get through, whichever
 * replica serves them. A login (an e-mail) is named by its keyed digest (libs/personal-data `loginDigest`), so the
 * table holds no address and an erasure finds the person's counters by the same digest.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DATA_KEYS) private readonly keys: DataKeys,
  ) {}

  /** The account's key: its own counter, and the prefix of its per-address counters. */
  accountKey(scope: 'applicant' | 'staff', email: string): string {
    return loginThrottleKey(this.keys, scope, email);
  }

  loginRules(scope: 'applicant' | 'staff', email: string, address: string): ThrottleRule[] {
    const account = this.accountKey(scope, email);
    return [
      { key: `${account}|${address}`, ...LOGIN_LIMITS.pair },
      { key: account, ...LOGIN_LIMITS.account },
      { key: `address:${scope}:${address}`, ...LOGIN_LIMITS.address },
    ];
  }

  /** At most 5 reset links an account in 15 minutes, whatever asked for them (forgot-password, a registration with its e-mail). */
  resetLinkRules(email: string): ThrottleRule[] {
    return [{ key: resetThrottleKey(this.keys, email), max: 5, windowMs: 15 * MINUTE }];
  }

  /**
   * A signed-in account's checks of its own secret (the current password before a change, the active second factor's
   * code): as many wrong ones as a login from one address, so a stolen session is no faster a guessing machine.
   */
  static ownSecretRules(what: 'current-password' | 'totp', scope: 'applicant' | 'staff', accountId: string): ThrottleRule[] {
    return [{ key: `${what}:${scope}:${accountId}`, ...LOGIN_LIMITS.pair }];
  }

  /**
   * Records an attempt under every rule, or throws TooManyAttemptsError (saying `what` happened too often) and records
   * nothing when any rule is at its limit. The attempt counts until released.
   */
  async take(rules: ThrottleRule[], what?: string): Promise<Attempt> {
    const taken = await this.tryTake(rules);
    if ('retryAfter' in taken) throw new TooManyAttemptsError(taken.retryAfter, what);
    return taken;
  }

  /** As `take`, answering the seconds to wait instead of throwing (for limits that refuse silently). */
  async tryTake(rules: ThrottleRule[]): Promise<Attempt | { retryAfter: number }> {
    if (rules.some((r) => r.windowMs > LONGEST_WINDOW_MS)) throw new Error('A throttling window is longer than LONGEST_WINDOW_MS: its attempts would be pruned while they still count');
    const now = this.clock.now();
    const at = Date.parse(now);
    const id = randomUUID();
    const since = rules.map((r) => new Date(at - r.windowMs).toISOString());
    const { rows } = await this.pool.query<{ rule_key: string; attempts: number; oldest: Date | null }>(SQL.take, [
      rules.map((r) => r.key),
      rules.map((r) => r.max),
      since,
      now,
      id,
      new Date(at - LONGEST_WINDOW_MS).toISOString(),
      PRUNED_PER_RECORD,
    ]);
    const freeAt = rows.flatMap((row) => {
      const rule = rules.find((r) => r.key === row.rule_key)!;
      return row.attempts >= rule.max ? [row.oldest!.getTime() + rule.windowMs] : [];
    });
    if (freeAt.length) return { retryAfter: Math.max(1, Math.ceil((Math.max(...freeAt) - at) / 1000)) };
    return { id, rules, attempted: new Set(rows.filter((row) => row.attempts > 0).map((row) => row.rule_key)) };
  }

  /** Takes the attempt back under `keys` (all its rules by default): it did not count there. */
  async release(attempt: Attempt, keys = attempt.rules.map((r) => r.key)): Promise<void> {
    await this.pool.query(SQL.release, [attempt.id, keys, []]);
  }

  /**
   * A successful login does not count, and it forgives the account and this address's earlier failures on it; other
   * addresses keep theirs.
   */
  async clearLogin(attempt: Attempt): Promise<void> {
    const forgiven = attempt.rules.slice(0, 2).map((r) => r.key).filter((key) => attempt.attempted.has(key));
    await this.pool.query(SQL.release, [attempt.id, attempt.rules.map((r) => r.key), forgiven]);
  }

  /** A completed password reset forgives the account everywhere: its own counter and every per-address one. */
  async clearAccount(accountKey: string): Promise<void> {
    await clearThrottleKeys(this.pool, [accountKey]);
  }
}
