/** Plain JSON: events carry no class instances and no Dates (ISO strings instead). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface EventMetadata {
  actorId?: string;
  actorRole?: 'superadmin' | 'reviewer' | 'auditor' | 'user' | 'system';
  correlationId?: string;
  causationId?: string;
  requestId?: string;
  [key: string]: Json | undefined;
}

export interface NewEvent<T extends string = string, D extends JsonObject = JsonObject> {
  /** Defaults to a fresh uuid; a caller may fix it to make a retry idempotent. */
  id?: string;
  type: T;
  data: D;
  metadata?: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D extends JsonObject = JsonObject> {
  id: string;
  streamName: string;
  /** 0-based revision of the event inside its stream. */
  revision: number;
  /**
   * Opaque, totally ordered position in the global log (compare with `EventStore.comparePositions`).
   * Store it as a checkpoint: reading or subscribing from it resumes right after this event.
   */
  position: string;
  type: T;
  data: D;
  metadata: EventMetadata;
  /** ISO instant the store recorded the event. */
  recordedAt: string;
}

/** `no_stream`: the stream must not exist; `any`: no check; a number: the stream's current last revision. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** Revision of the last appended event, i.e. the expected revision for the next append. */
  nextExpectedRevision: number;
  /** Global position of the last appended event. */
  position: string;
}

export interface ReadStreamOptions {
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events after this position. Absent: from the beginning. */
  after?: string;
  maxCount?: number;
}

export interface SubscribeOptions {
  /** Exclusive start position, usually a stored checkpoint. Absent: from the beginning. */
  after?: string;
  /** Largest batch handed to the handler at once. */
  batchSize?: number;
  /**
   * Receives events in global order, in batches; the next batch is read only after the promise resolves.
   * A rejection stops the subscription and is reported through `Subscription.done`.
   */
  handler: (events: RecordedEvent[]) => Promise<void>;
  /**
   * The event types the handler reads. Events of other types still arrive, in order and with their positions (a
   * checkpoint passes them), but may come as stored: personal values not decrypted, not upcast. Absent: every event in full.
   */
  types?: readonly string[];
  /** Called once the subscription has delivered everything that existed when it started. */
  onCaughtUp?: () => void;
}

export interface Subscription {
  stop(): Promise<void>;
  /** Settles when the subscription ends: resolves after `stop()`, rejects when the handler or the store failed. */
  done: Promise<void>;
}

export interface EventStore {
  readonly name: 'postgres' | 'eventstoredb';
  append(stream: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream in revision order; an empty array when the stream does not exist. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch up from `after`, then follow live appends, in global order with no gap. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** The position of the newest committed event (undefined for an empty store): a subscriber has seen every write once it reaches it. */
  headPosition(): Promise<string | undefined>;
  /** How many events `readAll` gives up to and including `upTo` (a rebuild's progress bar): one query in PostgreSQL. */
  countUpTo(upTo: string): Promise<number>;
  /** Negative, zero or positive like `Array.prototype.sort`. */
  comparePositions(a: string, b: string): number;
  close(): Promise<void>;
}

/** Thrown by `append` when the stream is not at the expected revision; nothing was written. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${expected}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export const EVENT_STORE = Symbol('EVENT_STORE');
