import { handleCommand, readFold, type CommandDecider, type CommandHandlerOptions, type CommandResult } from './command-handler.js';
import type { EventStore } from './event-store.js';
import { StreamFolds } from './stream-folds.js';

type DomainEvent = { type: string; data: object };

/**
 * What the writes shared by the API and the worker (the award cycle, the erasure of an applicant's data) need of a
 * write path: the API's WritePath (request metadata, read-your-writes) and, in the worker, `storeDecisions` below both fit.
 */
export interface Decisions {
  load<S, E extends DomainEvent>(stream: string, decider: Pick<CommandDecider<S, unknown, E>, 'initialState' | 'evolve'>): Promise<{ state: S; revision: number }>;
  handleCommand<S, C, E extends DomainEvent>(
    stream: string,
    decider: CommandDecider<S, C, E>,
    command: C | ((state: S, revision: number) => C),
    options?: Pick<CommandHandlerOptions, 'expectedRevision' | 'retry' | 'attempts'>,
  ): Promise<CommandResult<S, E>>;
}

/** The worker's decisions: straight on the store, with this process's folds, recorded as the system's. */
export function storeDecisions(store: EventStore): Decisions {
  const folds = new StreamFolds();
  return {
    load: (stream, decider) => readFold(store, stream, decider, folds),
    handleCommand: (stream, decider, command, options = {}) => handleCommand(store, stream, decider, command, { ...options, folds, metadata: { actorRole: 'system' } }),
  };
}
