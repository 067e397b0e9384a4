import { AppendResult, EventStore, EventMetadata, ExpectedRevision, JsonObject, WrongExpectedRevisionError } from './event-store.js';
import type { StreamFolds } from './stream-folds.js';

/** The decider's shape as the handler needs it (libs/domain's `Decider`, without depending on it). */
export interface CommandDecider<S, C, E extends { type: string; data: object }> {
  initialState(): S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): E[];
}

export interface CommandHandlerOptions {
  /** The revision the caller saw (a reviewer's `revision`): checked against the read BEFORE deciding, never retried. */
  expectedRevision?: number;
  /** Decide again on a fresh read when another write raced the append (only when nothing was pinned). Default false. */
  retry?: boolean;
  /**
   * How many fresh reads a `retry` write may decide on (default 5). A write that loses only to writes that always
   * record something, on a stream that takes a bounded number of them, may set that bound: it then always gets through.
   */
  attempts?: number;
  metadata?: EventMetadata;
  /**
   * This process's folds of recent streams: only the events after the remembered revision are read. A `retry` write
   * without a pin decides on the remembered fold without reading at all; only an append at that revision confirms it,
   * so any other outcome (a refusal, nothing to record, a raced append) is decided again on a fresh read.
   */
  folds?: StreamFolds;
}

export interface CommandResult<S, E> {
  events: E[];
  /** The state the command was decided on. */
  state: S;
  /** Global position of the last appended event (absent when the decision recorded nothing). */
  position?: string;
  /** The stream's revision after the decision, for the next optimistic write. */
  revision: number;
}

const ATTEMPTS = 5;

/**
 * The one write path (after Emmett's CommandHandler): read the stream once, fold it, check a pinned revision,
 * build the command from that state, decide, append with the revision read. A stale pin or a raced append throws
 * WrongExpectedRevisionError (HTTP 409) with nothing written; `retry` decides again instead, for writes that
 * do not rest on what the caller saw.
 */
export async function handleCommand<S, C, E extends { type: string; data: object }>(
  store: EventStore,
  stream: string,
  decider: CommandDecider<S, C, E>,
  command: C | ((state: S, revision: number) => C),
  options: CommandHandlerOptions = {},
): Promise<CommandResult<S, E>> {
  const { expectedRevision, retry = false, attempts = ATTEMPTS, metadata, folds } = options;
  let decideUnread = retry && expectedRevision === undefined;
  for (let attempt = 0; ; ) {
    const remembered = decideUnread ? folds?.get<S>(decider, stream) : undefined;
    const unread = remembered !== undefined;
    // Only decisions on a fresh read count against the attempts: several tabs saving at once all try the remembered fold first.
    if (!unread) attempt++;
    const { state, revision } = remembered ?? (await readFold(store, stream, decider, folds));
    if (expectedRevision !== undefined && expectedRevision !== revision) throw new WrongExpectedRevisionError(stream, expectedRevision, revision < 0 ? 'no_stream' : revision);
    // Decided on what was not read: anything but an append at that revision is decided again on a fresh read.
    decideUnread = false;
    let events: E[];
    try {
      events = decider.decide(typeof command === 'function' ? (command as (state: S, revision: number) => C)(state, revision) : command, state);
    } catch (error) {
      if (unread) continue;
      throw error;
    }
    if (events.length === 0) {
      if (unread) continue;
      return { events, state, revision };
    }
    try {
      const result = await store.append(
        stream,
        events.map((e) => ({ type: e.type, data: e.data as JsonObject, metadata })),
        revision < 0 ? 'no_stream' : revision,
      );
      folds?.set(decider, stream, events.reduce(decider.evolve, state), result.nextExpectedRevision);
      return { events, state, position: result.position, revision: result.nextExpectedRevision };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (unread) continue;
      if (!retry || expectedRevision !== undefined || attempt >= attempts) throw error;
    }
  }
}

/** The stream's state and revision: from the remembered fold and the events after it, or from the whole stream. */
export async function readFold<S, E extends { type: string; data: object }>(
  store: EventStore,
  stream: string,
  decider: Pick<CommandDecider<S, unknown, E>, 'initialState' | 'evolve'>,
  folds?: StreamFolds,
): Promise<{ state: S; revision: number }> {
  const remembered = folds?.get<S>(decider, stream);
  const from = remembered ?? { state: decider.initialState(), revision: -1 };
  const recorded = await store.readStream(stream, { fromRevision: from.revision + 1 });
  if (!recorded.length) return from;
  const read = { state: (recorded as unknown as E[]).reduce(decider.evolve, from.state), revision: recorded[recorded.length - 1].revision };
  folds?.set(decider, stream, read.state, read.revision);
  return read;
}

/**
 * The one append for streams with no invariant to decide on (who read what, logins, a message's queueing): nothing is
 * read or folded, so such a record never waits on, nor makes stale, a decision. Every other append goes through `handleCommand`.
 */
export function appendRecords(
  store: EventStore,
  stream: string,
  records: readonly { type: string; data: object; metadata?: EventMetadata }[],
  options: { expected?: ExpectedRevision; metadata?: EventMetadata } = {},
): Promise<AppendResult> {
  const { expected = 'any', metadata } = options;
  return store.append(stream, records.map((r) => ({ type: r.type, data: r.data as JsonObject, metadata: r.metadata ?? metadata })), expected);
}
