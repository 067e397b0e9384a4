import type { ReminderDue } from '@postula/domain';
import { dataOf, recipientIn, type EmailFor } from './email-mapping.js';

/** A reminder decided on the applicant's reminder stream carries its whole message (worker/src/reminders builds it). */
export const reminderEmails: Record<string, EmailFor> = {
  ReminderDue: (event) => {
    const d = dataOf<ReminderDue>(event);
    return { stage: d.stage, recipient: recipientIn(d), applicantId: d.applicantId, variables: d.variables, sealed: null };
  },
};
