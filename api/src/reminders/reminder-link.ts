import { REMINDER_LINK_INVALID_MESSAGE } from '@postula/contract';
import { DomainError } from '@postula/domain';
import { applicantOfOptOutToken } from '@postula/platform';
import { VALIDATION_MESSAGE } from '@postula/validation';

/** The applicant a reminder's link was made for; a tampered or foreign token is a 422 under `token`. */
export function applicantOfReminderLink(token: string, secret: string): string {
  const applicantId = applicantOfOptOutToken(token, secret);
  if (!applicantId) throw new DomainError('invalid', VALIDATION_MESSAGE, { token: [REMINDER_LINK_INVALID_MESSAGE] });
  return applicantId;
}
