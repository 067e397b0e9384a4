import pg from 'pg';

/**
 * A pg pool that survives losing an idle connection (PostgreSQL restarting or stopping): pg reports it as the pool's
 * 'error' event, which ends the process when nobody listens. The pool drops that connection and opens another on demand.
 */
export function createPool(connectionString: string, options: { max: number; name: string; log?: (message: string) => void }): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: options.max, application_name: `postula-${options.name}` });
  const log = options.log ?? ((message: string) => console.warn(message));
  pool.on('error', (error) => log(`[${options.name}] idle database connection lost: ${error.message}`));
  return pool;
}

/**
 * `pool.end()` resolves once it has asked each connection to close, not once they have: stopping PostgreSQL right
 * after would cut them ("terminating connection"). This waits for every connection to be gone.
 */
export async function closePool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      if (--open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}
