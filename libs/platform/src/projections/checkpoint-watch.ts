import pg from 'pg';
import { CHECKPOINT_CHANNEL } from './projection-checkpoints.js';

export interface CheckpointNotice {
  name: string;
  position: string;
}

/** Called with each checkpoint move, or with `undefined` after a reconnection (re-read the table: notices may be lost). */
export type CheckpointListener = (notice: CheckpointNotice | undefined) => void;

/**
 * One LISTEN connection per pool, shared by everyone waiting on checkpoints, opened while at least
 * one listener is registered and closed with the last one.
 */
export class CheckpointWatch {
  private static readonly byPool = new WeakMap<pg.Pool, CheckpointWatch>();
  private client?: Promise<pg.Client>;
  private readonly listeners = new Set<CheckpointListener>();

  static of(pool: pg.Pool): CheckpointWatch {
    let watch = CheckpointWatch.byPool.get(pool);
    if (!watch) CheckpointWatch.byPool.set(pool, (watch = new CheckpointWatch(pool)));
    return watch;
  }

  private constructor(private readonly pool: pg.Pool) {}

  /** Resolves once LISTEN is active, with the function that unregisters the listener. */
  async add(listener: CheckpointListener): Promise<() => void> {
    this.listeners.add(listener);
    const remove = () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
    try {
      await this.connect();
    } catch (error) {
      remove();
      throw error;
    }
    return remove;
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return this.client;
    const opening = (async () => {
      const client = new pg.Client({ ...this.pool.options, application_name: 'postula-checkpoint-watch' });
      client.on('notification', (message) => {
        const notice = parseNotice(message.payload);
        if (notice) this.listeners.forEach((l) => l(notice));
      });
      client.on('error', () => {
        if (this.client !== opening) return;
        this.client = undefined;
        client.end().catch(() => undefined);
        if (this.listeners.size) this.connect().then(() => this.listeners.forEach((l) => l(undefined)), () => this.listeners.forEach((l) => l(undefined)));
      });
      await client.connect();
      await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
      return client;
    })();
    this.client = opening;
    opening.catch(() => {
      if (this.client === opening) this.client = undefined;
    });
    return opening;
  }

  private close(): void {
    const client = this.client;
    this.client = undefined;
    void client?.then((c) => c.end()).catch(() => undefined);
  }
}

function parseNotice(payload: string | undefined): CheckpointNotice | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Partial<CheckpointNotice>;
    return typeof value.name === 'string' && typeof value.position === 'string' ? { name: value.name, position: value.position } : undefined;
  } catch {
    return undefined;
  }
}
