import type pg from 'pg';

/**
 * Rows of `sql` in batches from a server-side cursor, on a connection of its own held for the whole read: memory
 * holds one batch whatever the row count. Stopping early (`return()` on the iterator) closes the cursor.
 */
export async function* cursorBatches<T extends pg.QueryResultRow>(pool: pg.Pool, sql: string, params: unknown[], batchSize = 500): AsyncGenerator<T[]> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${sql}`, params);
    for (;;) {
      const { rows } = await client.query<T>(`FETCH ${batchSize} FROM export_cursor`);
      if (rows.length === 0) return;
      yield rows;
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    await client.query('ROLLBACK').catch(() => (broken = true));
    client.release(broken);
  }
}
