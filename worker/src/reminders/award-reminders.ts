import { applicationDecider, applicationStream } from '@postula/domain';
import { readFold } from '@postula/platform';
import { forEachCandidate, optOutUrl, sendReminder, type ReminderContext, type ReminderRecipient } from './reminder-context.js';

/**
 * Open offers whose `accept_by` comes within `awardBeforeMs` and is still ahead, made before that moment (an offer made
 * with less time left gets only its own e-mail), not yet reminded of that offer.
 */
const CANDIDATES = `
  SELECT w.application_id AS id, a.email, a.first_name, a.last_name
  FROM read.awards w JOIN read.applicants a ON a.id = w.application_id
  WHERE w.status = 'offered' AND w.accept_by > $1 AND w.accept_by <= $2 AND w.offered_at <= w.accept_by - make_interval(secs => $3::double precision)
    AND NOT EXISTS (SELECT 1 FROM read.email_logs e WHERE e.applicant_id = w.application_id AND e.stage = 'award_reminder' AND e.queued_at >= w.offered_at)`;

/**
 * One reminder per offer, `awardBeforeMs` before its `accept_by`, while it is open: not once accepted, declined,
 * withdrawn or expired. An offer is named by when it was made (a promotion from the waiting list is a new offer).
 */
export async function remindOfOffers(ctx: ReminderContext, now: Date): Promise<number> {
  const { rows } = await ctx.pool.query<ReminderRecipient>(CANDIDATES, [now.toISOString(), new Date(now.getTime() + ctx.config.awardBeforeMs).toISOString(), ctx.config.awardBeforeMs / 1000]);
  return forEachCandidate(rows, async (recipient) => {
    const { state } = await readFold(ctx.store, applicationStream(recipient.id), applicationDecider);
    const offer = state.award;
    if (offer?.status !== 'offered') return false;
    const acceptBy = Date.parse(offer.acceptBy);
    const dueAt = acceptBy - ctx.config.awardBeforeMs;
    if (dueAt > now.getTime() || acceptBy <= now.getTime() || Date.parse(offer.offeredAt) > dueAt) return false;
    const variables = { first_name: recipient.first_name, accept_by: offer.acceptBy, opt_out_url: optOutUrl(ctx, recipient.id) };
    return sendReminder(ctx, recipient, { stage: 'award_reminder', key: `award:${offer.offeredAt}`, dueAt: new Date(dueAt).toISOString(), variables }, now);
  });
}
