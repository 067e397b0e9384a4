import { randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  JsonObject,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
  WrongExpectedRevisionError,
} from './event-store.js';
import { EventSerializer } from './event-serializer.js';
import type { Upcasters } from './upcasters.js';

/** Positions are `commit/prepare` of the $all log, compared numerically. */
const toPosition = (p: Position) => `${p.commit}/${p.prepare}`;

function parsePosition(position: string): Position {
  const m = /^(\d+)\/(\d+)$/.exec(position);
  if (!m) throw new Error(`Invalid EventStoreDB position: ${position}`);
  return { commit: BigInt(m[1]), prepare: BigInt(m[2]) };
}

const isSystem = (e: { type: string; streamId: string }) => e.type.startsWith('$') || e.streamId.startsWith('$');

function toEvent(e: AllStreamRecordedEvent | NonNullable<ResolvedEvent['event']>): RecordedEvent {
  if (!e.position) throw new Error(`EventStoreDB returned event ${e.id} without a position`);
  return {
    id: e.id,
    streamName: e.streamId,
    revision: Number(e.revision),
    position: toPosition(e.position),
    type: e.type,
    data: (e.isJson ? e.data : {}) as JsonObject,
    metadata: (e.metadata && !(e.metadata instanceof Uint8Array) ? e.metadata : {}) as EventMetadata,
    recordedAt: e.created.toISOString(),
  };
}

function toExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new Error(`Invalid expected revision: ${expected}`);
  return BigInt(expected);
}

/** The v6 client only knows esdb:// URLs; KurrentDB's schemes name the same protocol. */
const toEsdbUrl = (url: string) => url.replace(/^(kurrentdb|kdb)(\+discover)?:\/\//, (_, __, discover = '') => `esdb${discover}://`);

export interface EventStoreDBEventStoreOptions {
  /** esdb://host:2113?tls=false, or a kurrentdb:// equivalent. */
  url: string;
  /** How old versions of events are read (default: the application's UPCASTERS); ignored when `serializer` is given. */
  upcasters?: Upcasters;
  /** How events are written and read, the same serializer as the PostgreSQL store's. */
  serializer?: EventSerializer;
}

/** The production event store: streams and $all of EventStoreDB (or KurrentDB), system events left out. */
export class EventStoreDBEventStore implements EventStore {
  readonly name = 'eventstoredb' as const;
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<Subscription>();
  private readonly serializer: EventSerializer;

  constructor(options: EventStoreDBEventStoreOptions) {
    this.client = EventStoreDBClient.connectionString(toEsdbUrl(options.url));
    this.serializer = options.serializer ?? new EventSerializer({ upcasters: options.upcasters });
  }

  async append(stream: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    try {
      const result = await this.client.appendToStream(
        stream,
        (await this.serializer.encode(events)).map((e) => jsonEvent({ id: e.id ?? randomUUID(), type: e.type, data: e.data, metadata: e.metadata ?? {} })),
        { expectedRevision: toExpected(expectedRevision) },
      );
      if (!result.position) throw new Error(`EventStoreDB returned no position for an append to ${stream}`);
      return { nextExpectedRevision: Number(result.nextExpectedRevision), position: toPosition(result.position) };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = error.actualVersion;
      throw new WrongExpectedRevisionError(stream, expectedRevision, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision: BigInt(options.fromRevision ?? 0), maxCount: options.maxCount })) {
        if (resolved.event) events.push(toEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return this.serializer.decode(events);
  }

  /** $all after `after` (exclusive, while EventStoreDB reads from a position inclusively), system events skipped. */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.maxCount ?? 1000;
    const events: RecordedEvent[] = [];
    let from = options.after ? parsePosition(options.after) : undefined;
    for (;;) {
      let read = 0;
      const page: AsyncIterable<AllStreamResolvedEvent> = this.client.readAll({ fromPosition: from ?? START, maxCount: limit + 1 });
      for await (const resolved of page) {
        const e = resolved.event;
        if (!e) continue;
        read++;
        if (from && e.position.commit === from.commit && e.position.prepare === from.prepare) continue;
        from = e.position;
        if (!isSystem(e)) events.push(toEvent(e));
        if (events.length === limit) return this.serializer.decode(events);
      }
      if (read <= limit) return this.serializer.decode(events);
    }
  }

  async headPosition(): Promise<string | undefined> {
    let from: Position | typeof END = END;
    for (;;) {
      let read = 0;
      const page: AsyncIterable<AllStreamResolvedEvent> = this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: 100 });
      for await (const resolved of page) {
        const e = resolved.event;
        if (!e) continue;
        read++;
        if (!isSystem(e)) return toPosition(e.position);
        from = e.position;
      }
      if (read < 100) return undefined;
    }
  }

  /** EventStoreDB keeps no count of $all: pages through it. */
  async countUpTo(upTo: string): Promise<number> {
    let total = 0;
    let after: string | undefined;
    for (;;) {
      const read = await this.readAll({ after, maxCount: 5000 });
      const page = read.filter((e) => this.comparePositions(e.position, upTo) <= 0);
      total += page.length;
      if (page.length < read.length || read.length === 0) return total;
      after = page[page.length - 1].position;
    }
  }

  comparePositions(a: string, b: string): number {
    const pa = parsePosition(a);
    const pb = parsePosition(b);
    if (pa.commit !== pb.commit) return pa.commit < pb.commit ? -1 : 1;
    return pa.prepare === pb.prepare ? 0 : pa.prepare < pb.prepare ? -1 : 1;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const batchSize = options.batchSize ?? 500;
    const source = this.client.subscribeToAll({
      fromPosition: options.after ? parsePosition(options.after) : START,
      filter: excludeSystemEvents(),
    });
    let stopped = false;
    let caughtUp: 'no' | 'backlog sent' | 'told' = 'no';
    let batch: RecordedEvent[] = [];
    // The server says when it has sent the backlog; the caller hears it once that backlog is handled.
    const tellCaughtUp = () => {
      if (caughtUp !== 'backlog sent' || batch.length || source.readableLength) return;
      caughtUp = 'told';
      options.onCaughtUp?.();
    };
    source.once('caughtUp', () => {
      caughtUp = 'backlog sent';
      tellCaughtUp();
    });
    const run = async () => {
      for await (const resolved of source) {
        if (stopped) break;
        const e = resolved.event;
        if (e && !isSystem(e)) batch.push(toEvent(e));
        // Hand over what has arrived: a full batch, or whatever is there when the buffer runs dry.
        if (batch.length >= batchSize || (batch.length && !source.readableLength)) {
          const events = batch;
          batch = [];
          await options.handler(await this.serializer.decode(events, options.types && new Set(options.types)));
          tellCaughtUp();
        }
      }
    };
    const done = run().finally(() => this.subscriptions.delete(subscription));
    done.catch(() => undefined);
    const subscription: Subscription = {
      done,
      stop: async () => {
        stopped = true;
        await source.unsubscribe().catch(() => undefined);
        await done.catch(() => undefined);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }
}
