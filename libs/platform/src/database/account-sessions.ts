import type pg from 'pg';

/** Revocations are announced on this channel (payload: the session ids), so every API process drops them at once. */
export const SESSIONS_REVOKED_CHANNEL = 'auth_sessions_revoked';

export type RevokeReason = 'logout' | 'password_changed' | 'password_reset' | 'account_changed' | 'login_refused';

// The revocation and its announcement in one statement: pg_notify is sent when the UPDATE commits. `$3` may be NULL:
// then every live session of the account goes.
const REVOKE_ACCOUNT = `WITH revoked AS (UPDATE auth.sessions SET revoked_at = $2, revoked_reason = $4 WHERE account_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3 RETURNING id)
  SELECT pg_notify('${SESSIONS_REVOKED_CHANNEL}', string_agg(id::text, ',')) FROM revoked HAVING count(*) > 0`;

/**
 * Revokes the account's live sessions (but `keep`) in auth.sessions, the API's table: any process on the API's
 * database may call it (the worker's erasure does), and every API process drops the sessions from its memory when the
 * notice arrives.
 */
export async function revokeAccountSessions(pool: pg.Pool, accountId: string, now: string, reason: RevokeReason, keep?: string): Promise<void> {
  await pool.query(REVOKE_ACCOUNT, [accountId, now, keep ?? null, reason]);
}
