import { z } from 'zod';
import { REMINDER_LINK_INVALID_MESSAGE } from './messages.js';

/**
 * The token of the e-mail's link, as the portal's page sends it (in the body, never the address, so it reaches no
 * server log), and as a mail client's one-click unsubscribe (RFC 8058) sends it in the query of the e-mail's
 * `List-Unsubscribe` address.
 */
export const reminderOptOutSchema = z.object({
  token: z.string({ error: REMINDER_LINK_INVALID_MESSAGE }).min(1, REMINDER_LINK_INVALID_MESSAGE).max(400, REMINDER_LINK_INVALID_MESSAGE),
});
export type ReminderOptOutInput = z.infer<typeof reminderOptOutSchema>;

/** Whether the link's applicant has opted out of the reminders (the opt-out page shows either state). */
export const reminderStatusResponse = z.object({ opted_out: z.boolean() });
export type ReminderStatus = z.infer<typeof reminderStatusResponse>;
