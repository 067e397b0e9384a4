import { Inject, Injectable } from '@nestjs/common';
import { Decider, DomainEvent, fold } from '@postula/domain';
import { EVENT_STORE } from '@postula/platform';
import type { EventStore, JsonObject } from '@postula/platform';
import { eventMetadata, requestContext } from './request-context.js';

export interface Decision<E> {
  events: E[];
  /** Global position of the last appended event (absent when the decision recorded nothing). */
  position?: string;
  /** The stream's revision after the decision, for the next optimistic write. */
  revision: number;
}

/**
 * The one write path: load the stream, fold it, decide, append with the revision that was read.
 * A concurrent writer makes the append fail with WrongExpectedRevisionError (HTTP 409): never a lost update.
 */
@Injectable()
export class AggregateRepository {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load<S, E extends DomainEvent>(stream: string, decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>): Promise<{ state: S; revision: number }> {
    const recorded = await this.store.readStream(stream);
    const state = fold(decider, recorded as unknown as E[]);
    return { state, revision: recorded.length ? recorded[recorded.length - 1].revision : -1 };
  }

  /** `expectedRevision` lets a client pin the revision it saw (e.g. a reviewer's decision); default: the one just read. */
  async handle<S, C, E extends DomainEvent>(stream: string, decider: Decider<S, C, E>, command: C, expectedRevision?: number): Promise<Decision<E>> {
    const { state, revision } = await this.load(stream, decider);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, revision };
    const expected = expectedRevision ?? revision;
    const metadata = eventMetadata();
    const result = await this.store.append(
      stream,
      events.map((e) => ({ type: e.type, data: e.data as JsonObject, metadata })),
      expected < 0 ? 'no_stream' : expected,
    );
    const ctx = requestContext.getStore();
    if (ctx) ctx.lastPosition = result.position;
    return { events, position: result.position, revision: result.nextExpectedRevision };
  }
}
