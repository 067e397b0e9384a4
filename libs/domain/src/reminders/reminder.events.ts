import type { EmailMessage } from '../emails/email.events.js';
import type { ApplicantRecipient } from '../identity/applicant.events.js';

/** The reminders, each an e-mail stage of its own (the e-mail log names and filters them). */
export const REMINDER_STAGES = ['deadline_reminder', 'correction_reminder', 'award_reminder'] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/**
 * A reminder the applicant is owed, decided once on the applicant's reminder stream: the `email-notifications`
 * process manager turns it into its e-mail. `key` names the occasion (one deadline moment, one correction request,
 * one offer), so the same occasion is never reminded twice.
 */
export type ReminderDue = {
  type: 'ReminderDue';
  data: ApplicantRecipient & { applicantId: string; stage: ReminderStage; key: string; dueAt: string; decidedAt: string; variables: EmailMessage['variables'] };
};

/** The applicant followed the e-mail's "No deseo recibir más recordatorios": reminders only, never decisions or credentials. */
export type RemindersOptedOut = { type: 'RemindersOptedOut'; data: { applicantId: string; optedOutAt: string } };

/** The applicant asked for reminders again (the opt-out page's 'Volver a recibir recordatorios'). */
export type RemindersOptedIn = { type: 'RemindersOptedIn'; data: { applicantId: string; optedInAt: string } };

export type ReminderEvent = ReminderDue | RemindersOptedOut | RemindersOptedIn;

/** The applicant's reminder stream: the reminders decided for them and their opt-out (the id is the applicant's, no personal data). */
export const remindersStream = (applicantId: string) => `reminders-${applicantId}`;

/**
 * The deadline moments the scheduler knew of, per deadline: a moment counts only if it was scheduled before it came,
 * so a first start (or a new deadline) never sends the moments that passed before it existed.
 */
export type DeadlineRemindersScheduled = { type: 'DeadlineRemindersScheduled'; data: { deadline: string; before: string[]; scheduledAt: string } };

export const deadlineRemindersStream = (deadline: string) => `deadline-reminders-${Date.parse(deadline)}`;
