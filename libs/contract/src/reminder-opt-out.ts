import { z } from 'zod';
import { REMINDER_LINK_INVALID_MESSAGE } from './messages.js';

/** The token of the e-mail's link, as the portal's page sends it. */
export const reminderOptOutSchema = z.object({
  token: z.string({ error: REMINDER_LINK_INVALID_MESSAGE }).min(1, REMINDER_LINK_INVALID_MESSAGE).max(400, REMINDER_LINK_INVALID_MESSAGE),
});
export type ReminderOptOutInput = z.infer<typeof reminderOptOutSchema>;
