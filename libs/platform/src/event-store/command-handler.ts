import { EventStore, EventMetadata, JsonObject, WrongExpectedRevisionError } from './event-store.js';

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
  metadata?: EventMetadata;
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
  const { expectedRevision, retry = false, metadata } = options;
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(stream);
    const revision = recorded.length ? recorded[recorded.length - 1].revision : -1;
    if (expectedRevision !== undefined && expectedRevision !== revision) throw new WrongExpectedRevisionError(stream, expectedRevision, revision < 0 ? 'no_stream' : revision);
    const state = (recorded as unknown as E[]).reduce(decider.evolve, decider.initialState());
    const events = decider.decide(typeof command === 'function' ? (command as (state: S, revision: number) => C)(state, revision) : command, state);
    if (events.length === 0) return { events, state, revision };
    try {
      const result = await store.append(
        stream,
        events.map((e) => ({ type: e.type, data: e.data as JsonObject, metadata })),
        revision < 0 ? 'no_stream' : revision,
      );
      return { events, state, position: result.position, revision: result.nextExpectedRevision };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || !retry || expectedRevision !== undefined || attempt >= ATTEMPTS) throw error;
    }
  }
}
