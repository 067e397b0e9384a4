import type { SubscribeOptions, Subscription } from './event-store.js';
import type { AppendNotifications } from './postgres-notifications.js';
import { PENDING_RETRY_MS, START, type Batch } from './postgres-queries.js';

/** A subscriber also polls this often when idle, so a lost notification only delays it. */
const IDLE_POLL_MS = 1000;

/**
 * Reads batches after the subscription's position and hands them over, then sleeps until an append is announced (or
 * the idle poll); rows that wait behind an open transaction are retried with a back-off. `onEnd` runs once it stops.
 */
export function pollingSubscription(
  options: SubscribeOptions,
  notifications: AppendNotifications,
  readBatch: (after: string, limit: number) => Promise<Batch>,
  onEnd: (subscription: Subscription) => void,
): Subscription {
  const batchSize = options.batchSize ?? 500;
  let stopped = false;
  // Set by every notification; cleared before each read, so one arriving mid-read is never lost.
  let dirty = true;
  let wake: (() => void) | undefined;
  const waker = () => {
    dirty = true;
    wake?.();
  };
  const waitForWake = (ms: number) =>
    new Promise<void>((resolve) => {
      if (dirty || stopped) return resolve();
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const run = async () => {
    let position = options.after ?? START;
    let caughtUp = false;
    let retries = 0;
    while (!stopped) {
      // LISTEN is in place before the read: anything committed later notifies, anything earlier is read.
      await notifications.listen();
      dirty = false;
      const { events, pending } = await readBatch(position, batchSize);
      if (stopped) break;
      if (events.length) {
        await options.handler(events);
        position = events[events.length - 1].position;
      }
      if (events.length === batchSize) continue;
      if (pending) {
        await waitForWake(PENDING_RETRY_MS[Math.min(retries++, PENDING_RETRY_MS.length - 1)]);
        continue;
      }
      retries = 0;
      if (!caughtUp) {
        caughtUp = true;
        options.onCaughtUp?.();
      }
      await waitForWake(IDLE_POLL_MS);
    }
  };

  notifications.add(waker);
  const done = run().finally(() => {
    notifications.delete(waker);
    onEnd(subscription);
  });
  done.catch(() => undefined);
  const subscription: Subscription = {
    done,
    stop: async () => {
      stopped = true;
      wake?.();
      await done.catch(() => undefined);
    },
  };
  return subscription;
}
