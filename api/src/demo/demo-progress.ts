/** Prints a line every 10 % of a long piece of work, with the elapsed time and the rate. */
export class DemoProgress {
  private done = 0;
  private nextTenth = 1;
  private readonly started = Date.now();

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly unit: string,
    private readonly log: (line: string) => void,
  ) {}

  tick(): void {
    this.done++;
    while (this.total && this.done >= (this.nextTenth * this.total) / 10) {
      const seconds = (Date.now() - this.started) / 1000;
      this.log(`  ${this.label}: ${this.done}/${this.total} ${this.unit} (${this.nextTenth * 10} %) · ${seconds.toFixed(1)} s · ${(this.done / Math.max(seconds, 0.001)).toFixed(1)} ${this.unit}/s`);
      this.nextTenth++;
    }
  }
}

/** Runs `work` on every item, at most `concurrency` at a time. */
export async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}
