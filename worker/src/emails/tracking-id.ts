import { createHash } from 'node:crypto';

/**
 * The tracking id of the message an event asks for: a UUID-shaped hash of the event id, so a replay of the
 * event names the same `email-{trackingId}` stream and finds it already there. Event ids are random and never
 * published, so the id cannot be guessed from outside.
 */
export function trackingIdFor(eventId: string): string {
  const h = createHash('sha256').update(`email:${eventId}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
