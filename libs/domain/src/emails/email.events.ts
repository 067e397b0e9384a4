import type { EmailStage } from './email-stage.js';

/** Who a message goes to: the same fields every notifying event carries (see ApplicantRecipient). */
export interface EmailRecipient {
  email: string;
  firstName: string;
  lastName: string;
}

/** A line of a message's list that may link to its place in the portal (a reminder's missing items). */
export interface EmailLink {
  text: string;
  url: string | null;
}

/** What to render and to whom: enough to send the message again without the event that caused it. */
export interface EmailMessage {
  stage: EmailStage;
  recipient: EmailRecipient;
  applicantId: string | null;
  /** Template variables, plain JSON. */
  variables: Record<string, string | number | boolean | null | string[] | EmailLink[]>;
  /** Secrets sealed with the server key (temporary password, reset token): opened only when the message is rendered. */
  sealed: Record<string, string> | null;
}

/** The message was accepted for delivery; its stream is `email-{trackingId}`. */
export type EmailQueued = {
  type: 'EmailQueued';
  data: EmailMessage & {
    trackingId: string;
    /** The event that asked for the message (its id is also the job id). */
    causationEventId: string;
    /** Set on a re-send: the tracking id of the failed message it repeats. */
    resendOf: string | null;
    queuedAt: string;
  };
};

export type EmailSent = { type: 'EmailSent'; data: { trackingId: string; messageId: string; attempt: number; sentAt: string } };

/** A temporary refusal (4xx, connection trouble): the job retries later. */
export type EmailDeferred = { type: 'EmailDeferred'; data: { trackingId: string; smtpCode: number | null; reason: string; attempt: number; at: string } };

/** Given up: `permanent` (5xx) at once, `exhausted` after the last retry. */
export type EmailFailed = {
  type: 'EmailFailed';
  data: { trackingId: string; smtpCode: number | null; reason: string; attempt: number; final: 'permanent' | 'exhausted'; failedAt: string };
};

/** The tracking image was first requested; later requests record nothing. */
export type EmailOpened = { type: 'EmailOpened'; data: { trackingId: string; openedAt: string } };

/** Staff asked to send a failed message again: a new message (`newTrackingId`) with the same content. */
export type EmailResendRequested = {
  type: 'EmailResendRequested';
  data: { trackingId: string; newTrackingId: string; message: EmailMessage; requestedBy: string | null; requestedAt: string };
};

export type EmailEvent = EmailQueued | EmailSent | EmailDeferred | EmailFailed | EmailOpened | EmailResendRequested;

export const emailStream = (trackingId: string) => `email-${trackingId}`;
