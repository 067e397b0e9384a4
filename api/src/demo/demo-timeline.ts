/** A step of the seeding at its instant: one applicant's (`key`), or one that must run alone. */
export interface TimedStep {
  at: number;
  /** Steps with the same key run one after the other, in time order. */
  key: number | string;
  /** Runs alone, after every step before it and before any after it (a place freed moves the waiting list). */
  alone?: boolean;
  run(): Promise<void>;
}

/**
 * Runs steps earliest first, up to `concurrency` at once, one key's steps in order. A running step may add later
 * steps (an offer's answer is planned from the moment the offer is made); `run` must not throw.
 */
export class DemoTimeline {
  /** Sorted by instant from `head` on (steps before it have started): tens of thousands of steps stay cheap. */
  private readonly queue: TimedStep[] = [];
  private head = 0;

  /** After the steps at the same instant. */
  add(step: TimedStep): void {
    let low = this.head;
    let high = this.queue.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.queue[middle].at <= step.at) low = middle + 1;
      else high = middle;
    }
    this.queue.splice(low, 0, step);
  }

  async run(concurrency: number): Promise<void> {
    const running = new Set<Promise<void>>();
    const chains = new Map<number | string, Promise<void>>();
    while (this.head < this.queue.length || running.size) {
      const next = this.queue[this.head] as TimedStep | undefined;
      if (!next || running.size >= concurrency || (next.alone && running.size)) {
        await Promise.race(running);
        continue;
      }
      this.head++;
      const run = (chains.get(next.key) ?? Promise.resolve()).then(() => next.run());
      chains.set(next.key, run);
      const tracked: Promise<void> = run.finally(() => running.delete(tracked));
      running.add(tracked);
      if (next.alone) await tracked;
    }
  }
}
