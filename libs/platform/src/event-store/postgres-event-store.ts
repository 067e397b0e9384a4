import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { AppendResult, EventStore, ExpectedRevision, NewEvent, ReadAllOptions, ReadStreamOptions, RecordedEvent, SubscribeOptions, Subscription } from './event-store.js';
import { GroupCommit } from './postgres-group-commit.js';
import { AppendNotifications } from './postgres-notifications.js';
import { PENDING_RETRY_MS, parsePosition, queries, START, toEvent, toPosition, type Batch, type EventRow } from './postgres-queries.js';
import { pollingSubscription } from './postgres-subscription.js';
import { runIdempotentDdl } from '../database/idempotent-ddl.js';
import { EventSerializer } from './event-serializer.js';
import type { Upcasters } from './upcasters.js';

export { PROJECTION_CONNECTION_NAME } from './postgres-queries.js';

const DDL = readFileSync(new URL('./postgres-event-store.sql', import.meta.url), 'utf8');
/** How long `readAll` waits for rows committed before the call to become readable in order. */
const READ_ALL_WAIT_MS = 5000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface UnsentRead {
  batch: Promise<Batch>;
  /** The event types its callers read: decoded for all of them at once. */
  types: Set<string> | 'all';
}

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  /** Schema holding the store's tables (default `events`); tests use one per suite. */
  schema?: string;
  /** How old versions of events are read (default: the application's UPCASTERS); ignored when `serializer` is given. */
  upcasters?: Upcasters;
  /** How events are written and read (versions, personal data encrypted): default, the upcasters and no encryption. */
  serializer?: EventSerializer;
}

/**
 * The default event store: one schema in PostgreSQL, appends grouped into few transactions through one SQL function
 * (`postgres-group-commit.ts`), reads in commit order (`postgres-queries.ts`), subscriptions woken by LISTEN/NOTIFY
 * (`postgres-notifications.ts`, `postgres-subscription.ts`).
 */
export class PostgresEventStore implements EventStore {
  readonly name = 'postgres' as const;
  private readonly pool: pg.Pool;
  private readonly schema: string;
  private readonly sql: ReturnType<typeof queries>;
  private readonly serializer: EventSerializer;
  private readonly notifications: AppendNotifications;
  private readonly appends: GroupCommit;
  private readonly subscriptions = new Set<Subscription>();
  /** Reads asked for but not sent yet, by position, limit and horizon, with the event types their callers read (see `readBatch`). */
  private readonly unsentReads = new Map<string, UnsentRead>();
  /** Settles once the latest append asked for is queued (or failed to encode). */
  private queuedInOrder: Promise<void> = Promise.resolve();

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.schema = options.schema ?? 'events';
    if (!/^[a-z_][a-z0-9_]{0,40}$/.test(this.schema)) throw new Error(`Invalid event store schema name: ${this.schema}`);
    this.sql = queries(this.schema);
    this.serializer = options.serializer ?? new EventSerializer({ upcasters: options.upcasters });
    this.notifications = new AppendNotifications(this.pool, this.schema);
    this.appends = new GroupCommit(this.pool, this.sql.append, () => this.notifications.announce());
  }

  /** Creates the schema, tables and append function if missing; safe to run from several processes at once. */
  async migrate(): Promise<void> {
    await runIdempotentDdl(this.pool, `event-store:${this.schema}`, DDL.replaceAll('__SCHEMA__', this.schema));
  }

  /**
   * Goes out with other appends in one transaction under a rush (see `GroupCommit`); each keeps its own outcome.
   * Appends are encoded at once (one may wait for a new data key) but queued in the order they were asked in.
   */
  async append(stream: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const encoding = this.serializer.encode(events);
    const previous = this.queuedInOrder;
    let queued!: () => void;
    this.queuedInOrder = new Promise<void>((resolve) => (queued = resolve));
    try {
      const encoded = await encoding;
      await previous;
      // Queued synchronously by this call: `finally` lets the next append queue right after it.
      return this.appends.append(stream, encoded, expectedRevision);
    } finally {
      queued();
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(this.sql.readStream([stream, options.fromRevision ?? 0, options.maxCount ?? null]));
    return this.serializer.decode(rows.map(toEvent));
  }

  /**
   * Events after `options.after` in global order. Rows committed before the call but still queued behind
   * an older open transaction are waited for (up to READ_ALL_WAIT_MS), so a reader sees its own appends.
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.maxCount ?? 1000;
    const events: RecordedEvent[] = [];
    let after = options.after ?? START;
    let horizon: string | undefined;
    const deadline = Date.now() + READ_ALL_WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      const batch = await this.readBatch(after, limit - events.length, horizon);
      events.push(...batch.events);
      if (batch.events.length) after = batch.events[batch.events.length - 1].position;
      horizon ??= batch.horizon;
      if (events.length >= limit || !batch.pending || Date.now() > deadline) return events;
      await sleep(PENDING_RETRY_MS[Math.min(attempt, PENDING_RETRY_MS.length - 1)]);
    }
  }

  async headPosition(): Promise<string | undefined> {
    const { rows } = await this.pool.query(this.sql.head);
    return rows[0] ? toPosition(rows[0].transaction_id, rows[0].global_position) : undefined;
  }

  async countUpTo(upTo: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(this.sql.countUpTo, parsePosition(upTo));
    return Number(rows[0].n);
  }

  comparePositions(a: string, b: string): number {
    const [ta, pa] = parsePosition(a).map(BigInt);
    const [tb, pb] = parsePosition(b).map(BigInt);
    if (ta !== tb) return ta < tb ? -1 : 1;
    return pa === pb ? 0 : pa < pb ? -1 : 1;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const subscription = pollingSubscription(options, this.notifications, (after, limit) => this.readBatch(after, limit, undefined, options.types), (ended) => this.subscriptions.delete(ended));
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Stops this store's subscriptions and its LISTEN connection; the pool belongs to the caller. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.notifications.close();
  }

  /**
   * One notification wakes every subscription of the process at once, each at the same position when they keep up: the
   * same reads asked for before the next turn of the event loop share one query. A read already sent is never joined,
   * so every caller's rows were read after it asked (a reader still sees its own appends). A shared read decodes the
   * events of the types any of its callers reads (`types` absent: all of them), once for all.
   */
  private readBatch(after: string, limit: number, horizon?: string, types?: readonly string[]): Promise<Batch> {
    const key = `${after}/${limit}/${horizon ?? ''}`;
    let unsent = this.unsentReads.get(key);
    if (!unsent) {
      const read = { types: new Set<string>() } as UnsentRead;
      read.batch = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.unsentReads.delete(key);
        return this.queryBatch(after, limit, horizon, read.types === 'all' ? undefined : read.types);
      });
      this.unsentReads.set(key, (unsent = read));
    }
    if (!types) unsent.types = 'all';
    else if (unsent.types !== 'all') for (const type of types) unsent.types.add(type);
    return unsent.batch;
  }

  /** One statement: the readable rows, each carrying whether committed rows wait behind them (see `readAll` in `queries`). */
  private async queryBatch(after: string, limit: number, horizon?: string, types?: ReadonlySet<string>): Promise<Batch> {
    const [transactionId, globalPosition] = parsePosition(after);
    const { rows } = await this.pool.query<Partial<EventRow> & { pending: boolean; horizon: string }>(this.sql.readAll([transactionId, globalPosition, limit, horizon ?? null]));
    // With no readable row, the one row that comes back carries only the check.
    const events = rows[0].event_id === null ? [] : await this.serializer.decode(rows.map((r) => toEvent(r as EventRow)), types);
    return { events, pending: events.length === limit || rows[0].pending, horizon: rows[0].horizon };
  }
}
