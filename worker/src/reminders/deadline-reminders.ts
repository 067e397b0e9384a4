import { applicationDecider, applicationStream, completionOf, deadlineRemindersStream, deadlineScheduleDecider, dueDeadlineReminder, savedSectionsOf, whatIsMissing } from '@postula/domain';
import { handleCommand, readFold } from '@postula/platform';
import { forEachCandidate, optOutUrl, portalLink, sendReminder, timeLeft, type ReminderContext, type ReminderRecipient } from './reminder-context.js';

/**
 * Applicants who may still submit and have not (no exam, `none`, `started`), registered before the moment, with no
 * deadline reminder queued since the moment. The read models only narrow the search: each one is decided on its streams.
 */
const CANDIDATES = `
  SELECT a.id, a.email, a.first_name, a.last_name
  FROM read.applicants a LEFT JOIN read.applications p ON p.id = a.id
  WHERE coalesce(p.status, 'none') IN ('none', 'started') AND a.registered_at <= $1
    AND NOT EXISTS (SELECT 1 FROM read.email_logs e WHERE e.applicant_id = a.id AND e.stage = 'deadline_reminder' AND e.queued_at >= $1)`;

/** Records the moments first (so a moment counts only once it is known), then sends the one reminder due, if any. */
export async function remindBeforeDeadline(ctx: ReminderContext, now: Date): Promise<number> {
  const moments = ctx.config.beforeDeadline;
  if (!moments.length) return 0;
  const schedule = await handleCommand(
    ctx.store,
    deadlineRemindersStream(ctx.deadline),
    deadlineScheduleDecider,
    { type: 'ScheduleDeadlineReminders', data: { deadline: ctx.deadline, before: moments.map((m) => m.before), now: now.toISOString() } },
    { retry: true, metadata: { actorRole: 'system' } },
  );
  const { since } = schedule.events.reduce(deadlineScheduleDecider.evolve, schedule.state);
  const due = dueDeadlineReminder({ deadline: ctx.deadline, moments, since, now });
  if (!due) return 0;
  const { rows } = await ctx.pool.query<ReminderRecipient>(CANDIDATES, [due.dueAt]);
  return forEachCandidate(rows, async (recipient) => {
    const { state } = await readFold(ctx.store, applicationStream(recipient.id), applicationDecider);
    if (!['none', 'started'].includes(state.status)) return false;
    const items = whatIsMissing({ status: state.status, applicationsOpen: true, examDone: !!state.exam, completion: completionOf(savedSectionsOf(state)), corrections: null });
    const variables = {
      first_name: recipient.first_name,
      deadline: ctx.deadline,
      time_left: timeLeft(Date.parse(ctx.deadline) - now.getTime()),
      items: items.map((item) => ({ text: item.text, url: item.to ? portalLink(ctx, item.to) : null })),
      opt_out_url: optOutUrl(ctx, recipient.id),
    };
    return sendReminder(ctx, recipient, { stage: 'deadline_reminder', key: due.key, dueAt: due.dueAt, variables }, now);
  });
}
