import type pg from 'pg';

/**
 * Runs DDL written to be repeated (CREATE … IF NOT EXISTS, CREATE OR REPLACE) in one transaction under an advisory
 * lock named `lock`: safe when several processes start at once, each running it.
 */
export async function runIdempotentDdl(pool: pg.Pool, lock: string, sql: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lock]);
    await client.query(sql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
