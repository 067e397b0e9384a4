import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { revokeAccountSessions, SESSIONS_REVOKED_CHANNEL, type RevokeReason } from '@postula/platform';
import { PG_POOL } from '../platform/platform.tokens.js';
import type { Role } from './access.decorators.js';

const SQL = {
  open: 'INSERT INTO auth.sessions (id, account_id, role, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
  live: 'SELECT account_id, role, expires_at FROM auth.sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2',
  // The revocation and its announcement in one statement: pg_notify is sent when the UPDATE commits.
  revoke: `WITH revoked AS (UPDATE auth.sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id)
    SELECT pg_notify('${SESSIONS_REVOKED_CHANNEL}', string_agg(id::text, ',')) FROM revoked HAVING count(*) > 0`,
};

/** How long a live session is answered from memory before it is looked up again (a bound should a notice be lost). */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 20_000;
const LISTEN_RETRY_MS = 5_000;

interface LiveSession {
  accountId: string;
  role: Role;
  /** Epoch milliseconds. */
  expiresAt: number;
  cachedAt: number;
}

/**
 * auth.sessions: the server side of every token, so logout and password changes can take tokens back.
 *
 * Every request checks its session, so live sessions are kept in memory for CACHE_TTL_MS, and only while this process
 * LISTENs for revocations. A revocation made here drops the session from this process's memory before it returns; the
 * other API processes drop it when its notice arrives (sent on commit, milliseconds later). While the LISTEN connection
 * is down nothing is served from memory, and a lookup that a notice overtook is not kept.
 */
@Injectable()
export class SessionStore implements OnModuleDestroy {
  private readonly logger = new Logger('SessionStore');
  private readonly live = new Map<string, LiveSession>();
  /** Counts notices and lost listeners: a lookup started before one of them may be stale and is not kept. */
  private invalidations = 0;
  private listener?: Promise<pg.Client>;
  /** The LISTEN connection is up: known without waiting on its promise, which every request would otherwise do. */
  private connected = false;
  private closed = false;
  /** After a lost or refused LISTEN connection, requests look sessions up without retrying it until then. */
  private listenAgainAt = 0;

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async open(session: { id: string; accountId: string; role: Role; createdAt: string; expiresAt: string }): Promise<void> {
    await this.pool.query(SQL.open, [session.id, session.accountId, session.role, session.createdAt, session.expiresAt]);
  }

  async findLive(sessionId: string, now: string): Promise<{ accountId: string; role: Role } | undefined> {
    const listening = this.connected || (await this.listening());
    const key = sessionId.toLowerCase();
    const cached = this.live.get(key);
    if (listening && cached && performance.now() - cached.cachedAt < CACHE_TTL_MS && cached.expiresAt > Date.parse(now)) return cached;
    const seen = this.invalidations;
    const { rows } = await this.pool.query<{ account_id: string; role: Role; expires_at: Date }>(SQL.live, [sessionId, now]);
    if (!rows[0]) return undefined;
    const session = { accountId: rows[0].account_id, role: rows[0].role, expiresAt: rows[0].expires_at.getTime(), cachedAt: performance.now() };
    if (listening && seen === this.invalidations) this.remember(key, session);
    return session;
  }

  async revoke(sessionId: string, now: string, reason: RevokeReason): Promise<void> {
    await this.pool.query(SQL.revoke, [sessionId, now, reason]);
    this.forget([sessionId.toLowerCase()]);
  }

  /** Every live session of the account except `keep` (the caller's own, when it stays signed in). */
  async revokeAccount(accountId: string, now: string, reason: RevokeReason, keep?: string): Promise<void> {
    await revokeAccountSessions(this.pool, accountId, now, reason, keep);
    this.forget([...this.live].filter(([id, s]) => s.accountId === accountId && id !== keep).map(([id]) => id));
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.connected = false;
    const listener = this.listener;
    this.listener = undefined;
    await (await listener?.catch(() => undefined))?.end().catch(() => undefined);
  }

  private remember(sessionId: string, session: LiveSession): void {
    this.live.delete(sessionId);
    this.live.set(sessionId, session);
    // Map keeps insertion order: the first keys are the least recently looked up.
    if (this.live.size > CACHE_MAX_ENTRIES) this.live.delete(this.live.keys().next().value as string);
  }

  private forget(sessionIds: string[]): void {
    this.invalidations++;
    sessionIds.forEach((id) => this.live.delete(id));
  }

  /** Whether revocation notices reach this process; connects the LISTEN connection on first use and after a loss. */
  private async listening(): Promise<boolean> {
    if (this.closed || performance.now() < this.listenAgainAt) return false;
    this.listener ??= this.listen();
    return this.listener.then(
      () => true,
      () => false,
    );
  }

  private listen(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.pool.options, application_name: 'postula-api-sessions' });
    const listener = (async () => {
      client.on('notification', (notice) => this.forget(notice.payload?.split(',') ?? []));
      await client.connect();
      await client.query(`LISTEN ${SESSIONS_REVOKED_CHANNEL}`);
      return client;
    })();
    const lost = (error?: Error) => {
      if (this.listener !== listener) return;
      this.connected = false;
      if (error && !this.closed) this.logger.warn(`Revocation notices lost, sessions looked up on every request until reconnected: ${error.message}`);
      // Notices may have been missed: nothing remembered so far can be trusted.
      this.listener = undefined;
      this.listenAgainAt = performance.now() + LISTEN_RETRY_MS;
      this.live.clear();
      this.invalidations++;
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    listener.then(() => {
      if (this.listener === listener) this.connected = true;
    }, lost);
    return listener;
  }
}
