import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../platform/platform.tokens.js';
import type { Role } from './access.decorators.js';

const SQL = {
  open: 'INSERT INTO auth.sessions (id, account_id, role, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
  live: 'SELECT account_id, role FROM auth.sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2',
  revoke: 'UPDATE auth.sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL',
  // `$3` may be NULL: then every live session of the account goes.
  revokeAccount: 'UPDATE auth.sessions SET revoked_at = $2, revoked_reason = $4 WHERE account_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3',
};

export type RevokeReason = 'logout' | 'password_changed' | 'password_reset' | 'account_changed';

/** auth.sessions: the server side of every token, so logout and password changes can take tokens back. */
@Injectable()
export class SessionStore {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async open(session: { id: string; accountId: string; role: Role; createdAt: string; expiresAt: string }): Promise<void> {
    await this.pool.query(SQL.open, [session.id, session.accountId, session.role, session.createdAt, session.expiresAt]);
  }

  async findLive(sessionId: string, now: string): Promise<{ accountId: string; role: Role } | undefined> {
    const { rows } = await this.pool.query<{ account_id: string; role: Role }>(SQL.live, [sessionId, now]);
    return rows[0] && { accountId: rows[0].account_id, role: rows[0].role };
  }

  async revoke(sessionId: string, now: string, reason: RevokeReason): Promise<void> {
    await this.pool.query(SQL.revoke, [sessionId, now, reason]);
  }

  /** Every live session of the account except `keep` (the caller's own, when it stays signed in). */
  async revokeAccount(accountId: string, now: string, reason: RevokeReason, keep?: string): Promise<void> {
    await this.pool.query(SQL.revokeAccount, [accountId, now, keep ?? null, reason]);
  }
}
