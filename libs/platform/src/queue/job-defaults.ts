import type { DefaultJobOptions } from 'bullmq';

export interface RetryPolicy {
  /** Total tries, the first included. */
  attempts: number;
  /** First retry delay; each following one doubles (exponential backoff). */
  backoffMs: number;
}

export interface RetentionPolicy {
  /** Completed jobs are kept this long, so re-adding the same jobId (e.g. a replayed event) is a no-op meanwhile. */
  completedSeconds: number;
  /** Failed jobs are kept this long with their failedReason, for inspection and manual retry. */
  failedSeconds: number;
}

const DAY = 86_400;

/** 6 tries: retries after 30 s, 1 min, 2 min, 4 min and 8 min, about 15 minutes in all. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, backoffMs: 30_000 };
export const DEFAULT_RETENTION: RetentionPolicy = { completedSeconds: 30 * DAY, failedSeconds: 90 * DAY };

export function defaultJobOptions(retry: RetryPolicy = DEFAULT_RETRY, retention: RetentionPolicy = DEFAULT_RETENTION): DefaultJobOptions {
  return {
    attempts: retry.attempts,
    backoff: { type: 'exponential', delay: retry.backoffMs },
    removeOnComplete: { age: retention.completedSeconds },
    removeOnFail: { age: retention.failedSeconds },
  };
}
