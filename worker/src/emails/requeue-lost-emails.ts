import type { KitQueue, RetryPolicy } from '@postula/platform';
import type pg from 'pg';
import type { EmailStream } from './email-stream.js';
import { addSendEmailJob, type SendEmailJobData } from './send-email.job.js';

/** Every message the e-mail log shows as pending, oldest first. */
export async function pendingEmails(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ tracking_id: string }>(`SELECT tracking_id FROM read.email_logs WHERE status = 'pending' ORDER BY queued_at`);
  return rows.map((r) => r.tracking_id);
}

/**
 * A queue that lost its jobs (a Redis restarted empty) would leave their messages pending for ever. This adds the job
 * of each pending message whose job the queue no longer has, under its original id. It is safe to run at any time and
 * from every worker: an existing job makes the add a no-op, and the job sends nothing whose stream says sent or failed.
 * Returns how many jobs were added again.
 */
export async function requeueLostEmails({ trackingIds, queue, emails, retry }: { trackingIds: string[]; queue: KitQueue<SendEmailJobData>; emails: EmailStream; retry: RetryPolicy }): Promise<number> {
  let requeued = 0;
  for (const trackingId of trackingIds) {
    const { state } = await emails.load(trackingId);
    if (state.status !== 'pending' || !state.queued) continue;
    const jobId = state.queued.causationEventId;
    if (await queue.getJob(jobId)) continue;
    await addSendEmailJob(queue, { trackingId, jobId, stage: state.queued.stage }, retry);
    requeued++;
  }
  return requeued;
}
