import { remindOfOffers } from './award-reminders.js';
import { remindOfCorrections } from './correction-reminders.js';
import { remindBeforeDeadline } from './deadline-reminders.js';
import type { ReminderContext } from './reminder-context.js';

/** Each kind of reminder: finds who is owed one now and decides it. */
const REMINDERS = [remindBeforeDeadline, remindOfCorrections, remindOfOffers];

/**
 * One pass of every reminder kind. Safe to run at any time, from any number of workers at once: each reminder is
 * decided on its applicant's stream at the revision read, so a pass that finds it there records nothing.
 */
export async function sweepReminders(ctx: ReminderContext, now: Date): Promise<number> {
  let sent = 0;
  for (const remind of REMINDERS) sent += await remind(ctx, now);
  if (sent) ctx.log.log(`[recordatorios] ${sent} recordatorio(s) decidido(s)`);
  return sent;
}
