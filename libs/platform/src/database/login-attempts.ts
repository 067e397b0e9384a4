import type pg from 'pg';

// A key and every per-address key under it (`{key}|{address}`).
const CLEAR = `DELETE FROM auth.login_failures WHERE key = $1 OR starts_with(key, $1 || '|')`;

/**
 * Deletes the throttle counters (auth.login_failures, the API's table) under each key and its per-address keys: a
 * password reset forgives an account, an erasure forgets the person. Any process on the API's database may call it.
 */
export async function clearThrottleKeys(pool: pg.Pool, keys: readonly string[]): Promise<void> {
  for (const key of keys) await pool.query(CLEAR, [key]);
}
