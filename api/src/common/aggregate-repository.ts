import { Inject, Injectable } from '@nestjs/common';
import { Decider, DomainEvent } from '@postula/domain';
import { EVENT_STORE, handleCommand, readFold, StreamFolds } from '@postula/platform';
import type { CommandHandlerOptions, CommandResult, EventStore } from '@postula/platform';
import { eventMetadata, requestContext } from './request-context.js';

export type Decision<E> = Omit<CommandResult<unknown, E>, 'state'>;

/**
 * The API's door to `handleCommand` (libs/platform): one read, a pinned revision checked before deciding, the
 * request's metadata on every event, and the request's consistency position recorded here, never by a handler.
 */
@Injectable()
export class AggregateRepository {
  /** Folds of the streams this process wrote lately: a command reads only what was appended since (or nothing). */
  private readonly folds = new StreamFolds();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** For reads only (a command decides through `handle`): reads only what was appended since this process's fold, if any. */
  async load<S, E extends DomainEvent>(stream: string, decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>): Promise<{ state: S; revision: number }> {
    return readFold(this.store, stream, decider, this.folds);
  }

  /** `command` may be built from the state and revision read (e.g. a staff edit merged onto the stored section). */
  async handle<S, C, E extends DomainEvent>(
    stream: string,
    decider: Decider<S, C, E>,
    command: C | ((state: S, revision: number) => C),
    options: Omit<CommandHandlerOptions, 'metadata'> = {},
  ): Promise<CommandResult<S, E>> {
    const result = await handleCommand(this.store, stream, decider, command, { ...options, metadata: eventMetadata(), folds: this.folds });
    const ctx = requestContext.getStore();
    if (ctx && result.position) ctx.lastPosition = result.position;
    return result;
  }
}
