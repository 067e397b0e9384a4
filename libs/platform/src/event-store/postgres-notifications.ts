import pg from 'pg';

/**
 * Wake-ups of a store's subscriptions: at once within this process, through LISTEN/NOTIFY across processes. A lost
 * notification only delays subscribers until their next poll.
 */
export class AppendNotifications {
  private listener?: Promise<pg.Client>;
  private readonly wakers = new Set<() => void>();
  /** The NOTIFY in flight, if any; appends finishing meanwhile ask for one more. */
  private notifying?: Promise<void>;
  private notifyAgain = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {}

  add(waker: () => void): void {
    this.wakers.add(waker);
  }

  delete(waker: () => void): void {
    this.wakers.delete(waker);
  }

  /**
   * Wakes this process's subscriptions at once and the other processes' through NOTIFY, sent after the
   * append committed and coalesced: at most one in flight, plus one more for appends that finish meanwhile.
   */
  announce(): void {
    this.wakeAll();
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = (async () => {
      do {
        this.notifyAgain = false;
        await this.pool.query(`NOTIFY ${this.schema}_appended`).catch(() => undefined);
      } while (this.notifyAgain);
      this.notifying = undefined;
    })();
  }

  /** One LISTEN connection per store, shared by its subscriptions; a lost one is replaced on the next read. */
  listen(): Promise<pg.Client> {
    if (this.listener) return this.listener;
    const client = new pg.Client(this.pool.options);
    const listener = (async () => {
      client.on('notification', () => this.wakeAll());
      await client.connect();
      await client.query(`LISTEN ${this.schema}_appended`);
      return client;
    })();
    const lost = () => {
      if (this.listener !== listener) return;
      this.listener = undefined;
      client.end().catch(() => undefined);
      // Wake everyone: they listen again and re-read what they may have missed.
      this.wakeAll();
    };
    client.on('error', lost);
    client.on('end', lost);
    listener.catch(lost);
    this.listener = listener;
    return listener;
  }

  /** Waits for the NOTIFY in flight and ends the LISTEN connection. */
  async close(): Promise<void> {
    await this.notifying;
    const listener = this.listener;
    this.listener = undefined;
    await (await listener?.catch(() => undefined))?.end().catch(() => undefined);
  }

  private wakeAll(): void {
    this.wakers.forEach((w) => w());
  }
}
