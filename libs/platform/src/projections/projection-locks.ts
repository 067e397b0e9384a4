import pg from 'pg';
import { abortableSleep } from './abortable-sleep.js';

/** A projector's advisory lock, held by this process until `release()` or until its connection dies. */
export interface HeldLock {
  /** Resolves if the lock is lost without `release()` (the connection died): stop projecting at once. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

export interface AcquireOptions {
  /** Pause between attempts while another process holds the lock. */
  retryMs: number;
  /** Gives up (resolving `undefined`) when aborted. */
  signal?: AbortSignal;
  /** Called once, the first time the lock is found taken. */
  onWait?: () => void;
  /** Called when an attempt fails for another reason (database unreachable); attempts go on. */
  onError?: (error: unknown) => void;
}

interface LockConnection {
  client: pg.Client;
  lost: Promise<void>;
  dead: boolean;
  /** The projectors and the heartbeat share the connection: their queries run one after another. */
  query<R extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
}

const LOCK_SQL = {
  tryLock: 'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok',
  unlock: 'SELECT pg_advisory_unlock(hashtextextended($1, 0))',
};
const lockKey = (projector: string) => `postula:projection:${projector}`;

/**
 * Session-level advisory locks that keep one active instance per projector across processes.
 * They live on one dedicated connection (not a pooled one, which would be lent to other work):
 * PostgreSQL frees them when that connection ends, so a standby takes over when the holder dies.
 * A heartbeat notices a silently dropped connection.
 */
export class ProjectionLocks {
  private connection?: Promise<LockConnection>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly heartbeatMs = 5000,
  ) {}

  async tryLock(projector: string): Promise<HeldLock | undefined> {
    const connection = await this.connect();
    const { rows } = await connection.query<{ ok: boolean }>(LOCK_SQL.tryLock, [lockKey(projector)]);
    if (!rows[0].ok) return undefined;
    let released = false;
    return {
      lost: connection.lost,
      release: async () => {
        if (released || connection.dead) return;
        released = true;
        await connection.query(LOCK_SQL.unlock, [lockKey(projector)]).catch(() => undefined);
      },
    };
  }

  /** Tries until the lock is free; `undefined` when `signal` aborted first. */
  async acquire(projector: string, options: AcquireOptions): Promise<HeldLock | undefined> {
    let told = false;
    while (!options.signal?.aborted) {
      try {
        const held = await this.tryLock(projector);
        if (held) return held;
        if (!told) options.onWait?.();
        told = true;
      } catch (error) {
        options.onError?.(error);
      }
      await abortableSleep(options.retryMs, options.signal);
    }
    return undefined;
  }

  /** Ends the connection, which releases every lock still held. */
  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    const open = await connection?.catch(() => undefined);
    await open?.client.end().catch(() => undefined);
  }

  private connect(): Promise<LockConnection> {
    if (this.connection) return this.connection;
    const opening = (async () => {
      const client = new pg.Client({ ...this.pool.options, application_name: 'postula-projection-locks' });
      let markLost!: () => void;
      let tail: Promise<unknown> = Promise.resolve();
      const connection: LockConnection = {
        client,
        dead: false,
        lost: new Promise<void>((resolve) => (markLost = resolve)),
        query: <R extends pg.QueryResultRow>(sql: string, params?: unknown[]) => {
          const result = tail.then(() => client.query<R>(sql, params));
          tail = result.catch(() => undefined);
          return result;
        },
      };
      const heartbeat = setInterval(() => connection.query('SELECT 1').catch(() => client.end().catch(() => undefined)), this.heartbeatMs);
      heartbeat.unref();
      const die = () => {
        if (connection.dead) return;
        connection.dead = true;
        clearInterval(heartbeat);
        if (this.connection === opening) this.connection = undefined;
        markLost();
      };
      client.on('error', die);
      client.on('end', die);
      try {
        await client.connect();
      } catch (error) {
        die();
        throw error;
      }
      return connection;
    })();
    this.connection = opening;
    opening.catch(() => {
      if (this.connection === opening) this.connection = undefined;
    });
    return opening;
  }
}
