import type { EmailMessage } from '@postula/domain';
import type { RecordedEvent } from '@postula/platform';

/** The message an event asks for; `trackingId` only when the event fixes it (a re-send), else it derives from the event id. */
export type EmailFor = (event: RecordedEvent) => EmailMessage & { trackingId?: string; resendOf?: string };

/** An event's data as its declared type (events are plain JSON in the store). */
export const dataOf = <E extends { data: object }>(event: RecordedEvent) => event.data as unknown as E['data'];

export const recipientOf = (d: { email: string; first_name: string; last_name: string }) => ({ email: d.email, first_name: d.first_name, last_name: d.last_name });
