import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '@postula/platform';

/**
 * The seeding app's CLOCK: inside `at(instant, work)` every `now()` is that instant, elsewhere the real time.
 * The instant travels with the async context, so several applicants' commands can run at once, each on its own day.
 * Only the domain times in event data come from it; the event store's `recordedAt` stays the database's time.
 */
export class DemoClock implements Clock {
  private readonly instant = new AsyncLocalStorage<string>();

  now(): string {
    return this.instant.getStore() ?? new Date().toISOString();
  }

  at<T>(instant: Date | string, work: () => Promise<T>): Promise<T> {
    return this.instant.run(typeof instant === 'string' ? instant : instant.toISOString(), work);
  }
}
