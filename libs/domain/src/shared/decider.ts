/** An aggregate as a decider (after Emmett): pure functions, no I/O, time passed in by the caller. */
export interface DomainEvent<T extends string = string, D extends object = object> {
  type: T;
  data: D;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  /** Returns the events that record the decision, or throws a DomainError. */
  decide(command: Command, state: State): Event[];
}

export const fold = <S, E extends DomainEvent>(decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>, events: E[]): S =>
  events.reduce(decider.evolve, decider.initialState());
