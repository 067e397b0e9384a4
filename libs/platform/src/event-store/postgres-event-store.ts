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
import { upcast, UPCASTERS, withVersion, type Upcasters } from './upcasters.js';
import { prepared } from '../database/prepared.js';

const DDL = readFileSync(new URL('./postgres-event-store.sql', import.meta.url), 'utf8');
const START = '0-0';
/** A subscriber also polls this often when idle, so a lost notification only delays it. */
const IDLE_POLL_MS = 1000;
/** Back-off while committed rows wait behind an open transaction (which may end without notifying). */
const PENDING_RETRY_MS = [2, 5, 10, 20, 50, 100];
/** How long `readAll` waits for rows committed before the call to become readable in order. */
const READ_ALL_WAIT_MS = 5000;
/**
 * Append transactions a store runs at once. Two cores gain nothing from more, and each one more halves the appends a
 * rush puts in each (step saves at 100 at a time: 1,674 appends/s one per transaction, 7,218/s at most 4 at once).
 */
const APPENDS_IN_FLIGHT = 4;
/** The most appends one transaction carries. */
const APPEND_BATCH_MAX = 64;

interface EventRow {
  transaction_id: string;
  global_position: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data: RecordedEvent['data'];
  metadata: RecordedEvent['metadata'];
  /** ISO 8601 in UTC with milliseconds, as `Date.toISOString()` writes it. */
  recorded_at: string;
}

interface QueuedAppend {
  stream: string;
  /** `expectedRevision` as the SQL function takes it. */
  expected: number;
  expectedRevision: ExpectedRevision;
  events: NewEvent[];
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

interface Batch {
  events: RecordedEvent[];
  /** Committed rows exist after the batch that are not readable yet (an older transaction is still open). */
  pending: boolean;
  /** The pending check's snapshot xmax: every transaction below it had started by then. */
  horizon?: string;
}

/**
 * The application_name of connections that only project (read events, write read models) and never append: their
 * transactions do not hold back readers. Only the projections' own pool may use it.
 */
export const PROJECTION_CONNECTION_NAME = 'postula-projections';

const toPosition = (transactionId: string, globalPosition: string) => `${transactionId}-${globalPosition}`;

function parsePosition(position: string): [string, string] {
  const m = /^(\d{1,20})-(\d{1,19})$/.exec(position);
  if (!m) throw new Error(`Invalid PostgreSQL event store position: ${position}`);
  return [m[1], m[2]];
}

const toEvent = (r: EventRow): RecordedEvent => ({
  id: r.event_id,
  streamName: r.stream_name,
  revision: Number(r.stream_revision),
  position: toPosition(r.transaction_id, r.global_position),
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  recordedAt: r.recorded_at,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function expectedCode(expected: ExpectedRevision): number {
  if (expected === 'no_stream') return -1;
  if (expected === 'any') return -2;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new Error(`Invalid expected revision: ${expected}`);
  return expected;
}

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  /** Schema holding the store's tables (default `events`); tests use one per suite. */
  schema?: string;
  /** How old versions of events are read (default: the application's UPCASTERS). */
  upcasters?: Upcasters;
}

/** The default event store: one schema in PostgreSQL, appends through one SQL function, LISTEN/NOTIFY wake-ups. */
export class PostgresEventStore implements EventStore {
  readonly name = 'postgres' as const;
  private readonly pool: pg.Pool;
  private readonly schema: string;
  private readonly sql: ReturnType<typeof queries>;
  private listener?: Promise<pg.Client>;
  private readonly wakers = new Set<() => void>();
  private readonly subscriptions = new Set<Subscription>();
  /** The NOTIFY in flight, if any; appends finishing meanwhile ask for one more. */
  private notifying?: Promise<void>;
  private notifyAgain = false;
  private readonly upcasters: Upcasters;
  private readonly queuedAppends: QueuedAppend[] = [];
  private appendsInFlight = 0;
  /** Reads asked for but not sent yet, by position, limit and horizon (see `readBatch`). */
  private readonly unsentReads = new Map<string, Promise<Batch>>();

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.schema = options.schema ?? 'events';
    if (!/^[a-z_][a-z0-9_]{0,40}$/.test(this.schema)) throw new Error(`Invalid event store schema name: ${this.schema}`);
    this.sql = queries(this.schema);
    this.upcasters = options.upcasters ?? UPCASTERS;
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

  /**
   * Appends wait for one of APPENDS_IN_FLIGHT transactions, and those that arrive meanwhile go together in the next one
   * (a group commit): under a rush, one round trip, commit and wake-up of a backend serve many saves. Each append keeps
   * its own outcome: a failed expectation refuses only that append.
   */
  async append(stream: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const expected = expectedCode(expectedRevision);
    const versioned = events.map((e) => withVersion(e, this.upcasters));
    return new Promise((resolve, reject) => {
      this.queuedAppends.push({ stream, expected, expectedRevision, events: versioned, resolve, reject });
      this.sendAppends();
    });
  }

  private sendAppends(): void {
    while (this.queuedAppends.length && this.appendsInFlight < APPENDS_IN_FLIGHT) {
      const batch = this.queuedAppends.splice(0, APPEND_BATCH_MAX);
      this.appendsInFlight++;
      void this.appendTogether(batch).finally(() => {
        this.appendsInFlight--;
        this.sendAppends();
      });
    }
  }

  private async appendTogether(batch: QueuedAppend[]): Promise<void> {
    // Every transaction takes the streams' rows in one order, so two never wait on each other (no deadlock); the
    // sort is stable, so two appends to one stream keep the order they were asked in.
    const appends = batch.length > 1 ? [...batch].sort((a, b) => (a.stream < b.stream ? -1 : a.stream > b.stream ? 1 : 0)) : batch;
    const events = appends.flatMap((a) => a.events);
    let rows: { next_revision: string | null; actual_revision: string | null; transaction_id: string; global_position: string }[];
    try {
      ({ rows } = await this.pool.query(
        this.sql.append([
          appends.map((a) => a.stream),
          appends.map((a) => a.expected),
          appends.map((a) => a.events.length),
          events.map((e) => e.id ?? randomUUID()),
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata ?? {})),
        ]),
      ));
    } catch (error) {
      // One append's error (a duplicate event id, say) rolled back the others: each is tried alone for its own outcome.
      // An error that is not the statement's (no connection within the pool's timeout, a lost one) is every append's.
      if (appends.length > 1 && error instanceof pg.DatabaseError) {
        for (const append of appends) await this.appendTogether([append]);
      } else {
        for (const append of appends) append.reject(error);
      }
      return;
    }
    this.announce();
    rows.forEach((row, i) => {
      const { stream, expectedRevision, resolve, reject } = appends[i];
      if (row.next_revision === null) {
        const actual = Number(row.actual_revision);
        reject(new WrongExpectedRevisionError(stream, expectedRevision, actual < 0 ? 'no_stream' : actual));
      } else {
        resolve({ nextExpectedRevision: Number(row.next_revision), position: toPosition(row.transaction_id, row.global_position) });
      }
    });
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(this.sql.readStream([stream, options.fromRevision ?? 0, options.maxCount ?? null]));
    return rows.map((r) => upcast(toEvent(r), this.upcasters));
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
    const batchSize = options.batchSize ?? 500;
    let stopped = false;
    // Set by every notification; cleared before each read, so one arriving mid-read is never lost.
    let dirty = true;
    let wake: (() => void) | undefined;
    const waker = () => {
      dirty = true;
      wake?.();
    };
    const waitForWake = (ms: number) =>
      new Promise<void>((resolve) => {
        if (dirty || stopped) return resolve();
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });

    const run = async () => {
      let position = options.after ?? START;
      let caughtUp = false;
      let retries = 0;
      while (!stopped) {
        // LISTEN is in place before the read: anything committed later notifies, anything earlier is read.
        await this.listen();
        dirty = false;
        const { events, pending } = await this.readBatch(position, batchSize);
        if (stopped) break;
        if (events.length) {
          await options.handler(events);
          position = events[events.length - 1].position;
        }
        if (events.length === batchSize) continue;
        if (pending) {
          await waitForWake(PENDING_RETRY_MS[Math.min(retries++, PENDING_RETRY_MS.length - 1)]);
          continue;
        }
        retries = 0;
        if (!caughtUp) {
          caughtUp = true;
          options.onCaughtUp?.();
        }
        await waitForWake(IDLE_POLL_MS);
      }
    };

    this.wakers.add(waker);
    const done = run().finally(() => {
      this.wakers.delete(waker);
      this.subscriptions.delete(subscription);
    });
    done.catch(() => undefined);
    const subscription: Subscription = {
      done,
      stop: async () => {
        stopped = true;
        wake?.();
        await done.catch(() => undefined);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Stops this store's subscriptions and its LISTEN connection; the pool belongs to the caller. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.notifying;
    const listener = this.listener;
    this.listener = undefined;
    await (await listener?.catch(() => undefined))?.end().catch(() => undefined);
  }

  /**
   * One notification wakes every subscription of the process at once, each at the same position when they keep up: the
   * same reads asked for before the next turn of the event loop share one query. A read already sent is never joined,
   * so every caller's rows were read after it asked (a reader still sees its own appends).
   */
  private readBatch(after: string, limit: number, horizon?: string): Promise<Batch> {
    const key = `${after}/${limit}/${horizon ?? ''}`;
    const unsent = this.unsentReads.get(key);
    if (unsent) return unsent;
    const read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.unsentReads.delete(key);
      return this.queryBatch(after, limit, horizon);
    });
    this.unsentReads.set(key, read);
    return read;
  }

  /** One statement: the readable rows, each carrying whether committed rows wait behind them (see `readAll` in `queries`). */
  private async queryBatch(after: string, limit: number, horizon?: string): Promise<Batch> {
    const [transactionId, globalPosition] = parsePosition(after);
    const { rows } = await this.pool.query<Partial<EventRow> & { pending: boolean; horizon: string }>(this.sql.readAll([transactionId, globalPosition, limit, horizon ?? null]));
    // With no readable row, the one row that comes back carries only the check.
    const events = rows[0].event_id === null ? [] : rows.map((r) => upcast(toEvent(r as EventRow), this.upcasters));
    return { events, pending: events.length === limit || rows[0].pending, horizon: rows[0].horizon };
  }

  /**
   * Wakes this process's subscriptions at once and the other processes' through NOTIFY, sent after the
   * append committed and coalesced: at most one in flight, plus one more for appends that finish meanwhile.
   * A lost notification only delays subscribers until their next poll.
   */
  private announce(): void {
    this.wakers.forEach((w) => w());
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = (async () => {
      do {
        this.notifyAgain = false;
        await this.pool.query(this.sql.notify).catch(() => undefined);
      } while (this.notifyAgain);
      this.notifying = undefined;
    })();
  }

  /** One LISTEN connection per store, shared by its subscriptions; a lost one is replaced on the next read. */
  private listen(): Promise<pg.Client> {
    if (this.listener) return this.listener;
    const client = new pg.Client(this.pool.options);
    const listener = (async () => {
      client.on('notification', () => this.wakers.forEach((w) => w()));
      await client.connect();
      await client.query(`LISTEN ${this.schema}_appended`);
      return client;
    })();
    const lost = () => {
      if (this.listener !== listener) return;
      this.listener = undefined;
      client.end().catch(() => undefined);
      // Wake everyone: they listen again and re-read what they may have missed.
      this.wakers.forEach((w) => w());
    };
    client.on('error', lost);
    client.on('end', lost);
    listener.catch(lost);
    this.listener = listener;
    return listener;
  }
}

function queries(schema: string) {
  // The instant formatted by PostgreSQL (truncated to milliseconds, as the driver's Date was): parsing it into a Date
  // and writing it back per event was a tenth of the rebuild's CPU in Node.
  const columns = `transaction_id, global_position, event_id, stream_name, stream_revision, type, data, metadata,
    to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recorded_at`;
  return {
    notify: `NOTIFY ${schema}_appended`,
    append: prepared(`${schema}.append`, `SELECT * FROM ${schema}.append_events($1::text[], $2::bigint[], $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[])`),
    readStream: prepared(`${schema}.readStream`, `SELECT ${columns} FROM ${schema}.events WHERE stream_name = $1 AND stream_revision >= $2 ORDER BY stream_revision LIMIT $3`),
    // Readable: below the oldest running transaction that may append events. That is pg_snapshot_xmin, leaving out
    // the projections' own transactions (connections named PROJECTION_CONNECTION_NAME never append), so a projector's
    // batch never holds back the events every projector reads. The function under the pg_stat_activity view, without the
    // view's joins to pg_database and pg_authid: half the cost of every read.
    // Pending, in the same statement and snapshot (one round trip per read): rows already committed at or above that
    // bound, so not readable yet, from transactions begun before the horizon ($4, the snapshot xmax of a read's first
    // statement; every transaction below it had begun when the reader asked). Its lower bound is one row value, the
    // later of the position and the bound, so the index scan starts there instead of walking the rows just read (or,
    // for a rebuild's read, the rest of the log). A scalar subquery with ORDER BY keeps the planner on the primary key;
    // EXISTS drops the ORDER BY and picks a sequential scan on a large table, expecting an early match that only exists
    // at the end. With no readable row the LEFT JOIN still gives the one row of the check.
    readAll: prepared(
      `${schema}.readAll`,
      `WITH bound AS MATERIALIZED (
        SELECT coalesce(
          (SELECT min(x) FROM pg_snapshot_xip(pg_current_snapshot()) x
            WHERE x::xid NOT IN (SELECT backend_xid FROM pg_stat_get_activity(NULL) WHERE application_name = '${PROJECTION_CONNECTION_NAME}' AND backend_xid IS NOT NULL)),
          pg_snapshot_xmax(pg_current_snapshot())) AS readable,
        pg_snapshot_xmax(pg_current_snapshot()) AS next_xid
      ), checked AS MATERIALIZED (
        SELECT readable, next_xid::text AS horizon, coalesce((
          SELECT true FROM ${schema}.events
          WHERE (transaction_id, global_position) > (greatest($1::xid8, readable), CASE WHEN readable > $1::xid8 THEN 0 ELSE $2::bigint END)
            AND transaction_id < coalesce($4::xid8, next_xid)
          ORDER BY transaction_id, global_position LIMIT 1
        ), false) AS pending FROM bound
      )
      SELECT e.*, checked.pending, checked.horizon FROM checked LEFT JOIN LATERAL (
        SELECT ${columns} FROM ${schema}.events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND transaction_id < checked.readable
        ORDER BY transaction_id, global_position LIMIT $3
      ) e ON true
      ORDER BY e.transaction_id, e.global_position`,
    ),
    countUpTo: `SELECT count(*) AS n FROM ${schema}.events WHERE (transaction_id, global_position) <= ($1::xid8, $2::bigint)`,
    // The newest committed event, even while an older transaction still hides it from subscribers:
    // waiting for "the head" must include every write that has already returned.
    head: `SELECT transaction_id, global_position FROM ${schema}.events
      ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  };
}
