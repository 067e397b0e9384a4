import type { ApplicantRecipient, EmailMessage, EmailRecipient } from '@postula/domain';
import type { RecordedEvent } from '@postula/platform';

/** One message an event asks for; `trackingId` only when the event fixes it (a re-send), else it derives from the event id. */
export type EmailOf = EmailMessage & { trackingId?: string; resendOf?: string };

/** The message an event asks for, or its messages when it tells several people (the applicant and the office). */
export type EmailFor = (event: RecordedEvent) => EmailOf | EmailOf[];

/** An event's data as its declared type (events are plain JSON in the store). */
export const dataOf = <E extends { data: object }>(event: RecordedEvent) => event.data as unknown as E['data'];

/** The recipient an event carries (its other fields left out). */
export const recipientIn = (d: ApplicantRecipient): EmailRecipient => ({ email: d.email, firstName: d.firstName, lastName: d.lastName });
