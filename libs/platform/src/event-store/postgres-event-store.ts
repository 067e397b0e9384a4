import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
  WrongExpectedRevisionError,
} from './event-store.js';

const DDL = readFileSync(new URL('./postgres-event-store.sql', import.meta.url), 'utf8');
const START = '0-0';

interface EventRow {
  transaction_id: string;
  global_position: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data: RecordedEvent['data'];
  metadata: RecordedEvent['metadata'];
  recorded_at: Date;
}

const toPosition = (transactionId: string, globalPosition: string) => `${transactionId}-${globalPosition}`;

function parsePosition(position: string): [bigint, bigint] {
  const m = /^(\d+)-(\d+)$/.exec(position);
  if (!m) throw new Error(`Invalid PostgreSQL event store position: ${position}`);
  return [BigInt(m[1]), BigInt(m[2])];
}

const toEvent = (r: EventRow): RecordedEvent => ({
  id: r.event_id,
  streamName: r.stream_name,
  revision: Number(r.stream_revision),
  position: toPosition(r.transaction_id, r.global_position),
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  recordedAt: r.recorded_at.toISOString(),
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  /** Schema holding the store's tables (default `events`); tests use one per suite. */
  schema?: string;
}

/** The default event store: one schema in PostgreSQL, appends through one SQL function, LISTEN/NOTIFY wake-ups. */
export class PostgresEventStore implements EventStore {
  readonly name = 'postgres' as const;
  private readonly pool: pg.Pool;
  private readonly schema: string;
  private readonly sql: ReturnType<typeof queries>;
  private listener?: Promise<pg.Client>;
  private readonly wakers = new Set<() => void>();
  private closed = false;

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.schema = options.schema ?? 'events';
    if (!/^[a-z_][a-z0-9_]{0,40}$/.test(this.schema)) throw new Error(`Invalid event store schema name: ${this.schema}`);
    this.sql = queries(this.schema);
  }

  /** Creates the schema, tables and append function if missing; safe to run from several processes at once. */
  async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`event-store:${this.schema}`]);
      await client.query(DDL.replaceAll('__SCHEMA__', this.schema));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async append(stream: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const expected = expectedRevision === 'no_stream' ? -1 : expectedRevision === 'any' ? -2 : expectedRevision;
    try {
      const { rows } = await this.pool.query(this.sql.append, [
        stream,
        expected,
        events.map((e) => e.id ?? randomUUID()),
        events.map((e) => e.type),
        events.map((e) => JSON.stringify(e.data)),
        events.map((e) => JSON.stringify(e.metadata ?? {})),
      ]);
      const row = rows[0];
      return { nextExpectedRevision: Number(row.next_revision), position: toPosition(row.transaction_id, row.global_position) };
    } catch (error) {
      if ((error as { code?: string }).code === 'PE409') {
        const detail = (error as { detail?: string }).detail;
        throw new WrongExpectedRevisionError(stream, expectedRevision, detail === 'no_stream' || !detail ? 'no_stream' : Number(detail));
      }
      throw error;
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(this.sql.readStream, [stream, options.fromRevision ?? 0, options.maxCount ?? null]);
    return rows.map(toEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return (await this.readBatch(options.after ?? START, options.maxCount ?? 1000)).events;
  }

  async headPosition(): Promise<string | undefined> {
    const { rows } = await this.pool.query(this.sql.head);
    return rows[0] ? toPosition(rows[0].transaction_id, rows[0].global_position) : undefined;
  }

  comparePositions(a: string, b: string): number {
    const [ta, pa] = parsePosition(a);
    const [tb, pb] = parsePosition(b);
    return ta === tb ? (pa === pb ? 0 : pa < pb ? -1 : 1) : ta < tb ? -1 : 1;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const batchSize = options.batchSize ?? 500;
    let stopped = false;
    let dirty = true;
    let wake: (() => void) | undefined;
    const waker = () => {
      dirty = true;
      wake?.();
    };
    const waitForWake = (ms?: number) =>
      new Promise<void>((resolve) => {
        if (dirty || stopped) return resolve();
        const timer = ms === undefined ? undefined : setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });

    const run = async () => {
      this.wakers.add(waker);
      await this.ensureListener();
      let position = options.after ?? START;
      let caughtUp = false;
      let backoff = 5;
      while (!stopped) {
        dirty = false;
        const { events, pending } = await this.readBatch(position, batchSize);
        if (stopped) break;
        if (events.length > 0) {
          await options.handler(events);
          position = events[events.length - 1].position;
          if (events.length === batchSize) continue;
        }
        if (!pending) {
          if (!caughtUp) {
            caughtUp = true;
            options.onCaughtUp?.();
          }
          backoff = 5;
          await waitForWake();
        } else {
          // Rows exist behind a transaction still in flight: they become readable when it ends,
          // which may not notify (it need not be an append), so look again shortly.
          await waitForWake(backoff);
          backoff = Math.min(backoff * 2, 200);
        }
      }
    };

    const done = run().finally(() => this.wakers.delete(waker));
    done.catch(() => undefined);
    return {
      done,
      stop: async () => {
        stopped = true;
        wake?.();
        await done.catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = undefined;
    if (listener) await (await listener.catch(() => undefined))?.end().catch(() => undefined);
  }

  private async readBatch(after: string, limit: number): Promise<{ events: RecordedEvent[]; pending: boolean }> {
    const [transactionId, globalPosition] = parsePosition(after);
    const { rows } = await this.pool.query<EventRow>(this.sql.readAll, [transactionId.toString(), globalPosition.toString(), limit]);
    if (rows.length === limit) return { events: rows.map(toEvent), pending: true };
    const last = rows.length ? rows[rows.length - 1] : undefined;
    const pendingRows = await this.pool.query(this.sql.pending, last ? [last.transaction_id, last.global_position] : [transactionId.toString(), globalPosition.toString()]);
    return { events: rows.map(toEvent), pending: pendingRows.rows[0].pending };
  }

  /** One LISTEN connection per store, shared by its subscriptions; reconnects after a failure. */
  private ensureListener(): Promise<pg.Client> {
    if (this.listener) return this.listener;
    const connect = async () => {
      const client = new pg.Client(this.pool.options);
      client.on('notification', () => this.wakers.forEach((w) => w()));
      client.on('error', () => {
        this.listener = undefined;
        client.end().catch(() => undefined);
        if (this.closed) return;
        // Wake everyone so they read what they may have missed, and listen again.
        void sleep(500).then(() => {
          if (!this.closed && this.wakers.size) this.ensureListener().then(() => this.wakers.forEach((w) => w()), () => undefined);
        });
      });
      await client.connect();
      await client.query(`LISTEN ${this.schema}_appended`);
      return client;
    };
    this.listener = connect();
    this.listener.catch(() => (this.listener = undefined));
    return this.listener;
  }
}

function queries(schema: string) {
  const columns = 'transaction_id, global_position, event_id, stream_name, stream_revision, type, data, metadata, recorded_at';
  return {
    append: `SELECT * FROM ${schema}.append_events($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])`,
    readStream: `SELECT ${columns} FROM ${schema}.events WHERE stream_name = $1 AND stream_revision >= $2 ORDER BY stream_revision LIMIT $3`,
    readAll: `SELECT ${columns} FROM ${schema}.events
      WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY transaction_id, global_position LIMIT $3`,
    pending: `SELECT EXISTS (SELECT 1 FROM ${schema}.events WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)) AS pending`,
    head: `SELECT transaction_id, global_position FROM ${schema}.events
      WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  };
}
