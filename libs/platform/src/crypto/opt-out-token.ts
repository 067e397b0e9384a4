import { seal, unseal } from './sealed-box.js';

const PURPOSE = 'reminders-opt-out';

/**
 * The token of a reminder's "No deseo recibir más recordatorios" link: the applicant's id sealed with the server key,
 * so the link names nobody and cannot be forged or pointed at someone else.
 */
export const reminderOptOutToken = (applicantId: string, secret: string): string => seal(JSON.stringify({ p: PURPOSE, a: applicantId }), secret);

/** The applicant a token was made for; null for anything else (tampered, another key, another purpose). */
export function applicantOfOptOutToken(token: string, secret: string): string | null {
  try {
    const { p, a } = JSON.parse(unseal(token, secret)) as { p?: unknown; a?: unknown };
    return p === PURPOSE && typeof a === 'string' ? a : null;
  } catch {
    return null;
  }
}
