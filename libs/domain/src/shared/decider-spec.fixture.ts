import { Decider, DomainEvent, fold } from './decider.js';
import { DomainError } from './domain-error.js';

/** Given/when/then for decider unit tests: `given(...events).when(command)` returns the decided events. */
export const givenFor =
  <S, C, E extends DomainEvent>(decider: Decider<S, C, E>) =>
  (...events: E[]) => ({ when: (command: C) => decider.decide(command, fold(decider, events)) });

/** The DomainError a decision throws; fails the test when it decides instead. */
export function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}
