import type { EmailStage } from '@postula/domain';

/**
 * BullMQ priorities of the e-mail queue (lower goes first, on Redis and on the PostgreSQL backend alike): the e-mails
 * that carry a credential (the welcome with the temporary password, a reset link) never wait behind a burst of bulk
 * mail such as thousands of `application_submitted` at the deadline. They wait at most for the sends already under way.
 */
export const CREDENTIAL_EMAIL_PRIORITY = 1;
export const BULK_EMAIL_PRIORITY = 10;

// The answers to a registration go with the welcome, so their arrival says no more than the registration's answer.
const CREDENTIAL_STAGES: ReadonlySet<EmailStage> = new Set<EmailStage>(['welcome', 'already_registered', 'identification_taken', 'password_reset']);

export const emailPriority = (stage: EmailStage) => (CREDENTIAL_STAGES.has(stage) ? CREDENTIAL_EMAIL_PRIORITY : BULK_EMAIL_PRIORITY);
