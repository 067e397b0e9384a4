import pg from 'pg';

/**
 * A pg pool named `postula-NAME` (its connections' application_name; `projections` marks the connections whose
 * transactions event readers do not wait for, see PROJECTION_CONNECTION_NAME) that survives losing connections
 * (PostgreSQL restarting or stopping): pg reports a lost idle one as the pool's 'error' event, which ends the process
 * when nobody listens. The pool drops that connection and opens another on demand.
 */
/** How long a request waits for a connection before it gives up: PostgreSQL away must answer 503, never hang. */
export const CONNECT_TIMEOUT_MS = 5_000;

export function createPool(connectionString: string, options: { max: number; name: string; log?: (message: string) => void }): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: options.max, application_name: `postula-${options.name}`, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const log = options.log ?? ((message: string) => console.warn(message));
  pool.on('error', (error) => log(`[${options.name}] idle database connection lost: ${error.message}`));
  // A connection lost while checked out between two queries (a projector's batch) emits 'error' on the client, which
  // the pool no longer listens to: unheard, it would end the process. Its next query fails and the caller handles it.
  pool.on('connect', (client) => client.on('error', () => undefined));
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

/** SQLSTATEs of a server shutting down, starting up or out of connections, and socket errors: the database is away, not the request wrong. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/** True when an error says PostgreSQL cannot be reached right now (the API answers 503 and the caller may retry). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return (code !== undefined && UNAVAILABLE_CODES.has(code)) || /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(error.message);
}
