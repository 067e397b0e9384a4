interface Fold {
  decider: object;
  state: unknown;
  revision: number;
}

/**
 * This process's latest fold of recently written streams (state and revision, per decider), so a command need not read
 * and fold a whole stream again. Streams are append-only, so a fold at revision n stays true of revisions 0..n: what
 * another writer appended since is read after it, or found by the append's expected revision. The least recently
 * written streams are dropped beyond `maxStreams`. States must not be mutated (deciders' `evolve` returns new ones).
 */
export class StreamFolds {
  private readonly folds = new Map<string, Fold>();

  constructor(private readonly maxStreams = 2000) {}

  get<S>(decider: object, stream: string): { state: S; revision: number } | undefined {
    const fold = this.folds.get(stream);
    return fold?.decider === decider ? { state: fold.state as S, revision: fold.revision } : undefined;
  }

  set(decider: object, stream: string, state: unknown, revision: number): void {
    const known = this.folds.get(stream);
    if (known?.decider === decider && known.revision >= revision) return;
    this.folds.delete(stream);
    this.folds.set(stream, { decider, state, revision });
    // A Map keeps insertion order: the first key is the least recently written stream.
    if (this.folds.size > this.maxStreams) this.folds.delete(this.folds.keys().next().value as string);
  }
}
