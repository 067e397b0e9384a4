import { applicationDecider, applicationStream, fold, type ApplicationEvent, type CorrectionsRequested } from '@postula/domain';
import { correctionLabels } from '../emails/application-emails.js';
import { forEachCandidate, optOutUrl, sendReminder, type ReminderContext, type ReminderRecipient } from './reminder-context.js';

/**
 * Applications still waiting for corrections requested at least `correctionAfterMs` ago, whose correction deadline (if
 * any) is still ahead, not yet reminded of that request.
 */
const CANDIDATES = `
  SELECT p.id, a.email, a.first_name, a.last_name
  FROM read.applications p JOIN read.applicants a ON a.id = p.id
  JOIN LATERAL (SELECT change_date FROM read.application_history h
                WHERE h.application_id = p.id AND h.event_type = 'CorrectionsRequested' ORDER BY change_date DESC LIMIT 1) r ON true
  WHERE p.status = 'correction_review' AND r.change_date <= $1 AND (p.correction_deadline IS NULL OR p.correction_deadline > $2)
    AND NOT EXISTS (SELECT 1 FROM read.email_logs e WHERE e.applicant_id = p.id AND e.stage = 'correction_reminder' AND e.queued_at >= r.change_date)`;

/**
 * One reminder per correction request still unanswered after the wait, with the flagged fields; none once its
 * deadline has passed (the application is then evaluated as it stands, so the reminder would ask for nothing).
 */
export async function remindOfCorrections(ctx: ReminderContext, now: Date): Promise<number> {
  const { rows } = await ctx.pool.query<ReminderRecipient>(CANDIDATES, [new Date(now.getTime() - ctx.config.correctionAfterMs).toISOString(), now.toISOString()]);
  return forEachCandidate(rows, async (recipient) => {
    const events = (await ctx.store.readStream(applicationStream(recipient.id))) as unknown as (ApplicationEvent & { id: string })[];
    const state = fold(applicationDecider, events);
    const request = events.findLast((e): e is CorrectionsRequested & { id: string } => e.type === 'CorrectionsRequested');
    if (state.status !== 'correction_review' || !request || !state.corrections) return false;
    const dueAt = Date.parse(request.data.requestedAt) + ctx.config.correctionAfterMs;
    const deadline = request.data.correctionDeadline ?? null;
    if (dueAt > now.getTime() || (deadline && Date.parse(deadline) <= now.getTime())) return false;
    const variables = {
      first_name: recipient.first_name,
      fields: correctionLabels(state.corrections.flags),
      deadline,
      opt_out_url: optOutUrl(ctx, recipient.id),
    };
    return sendReminder(ctx, recipient, { stage: 'correction_reminder', key: `correction:${request.id}`, dueAt: new Date(dueAt).toISOString(), variables }, now);
  });
}
