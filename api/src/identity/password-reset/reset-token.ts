import { seal } from '@postula/platform';
import { hashOneTimeToken, newOneTimeToken } from '../../common/one-time-link.js';

/** Reset links live one hour. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

/** A new link as its command carries it: the hash to check it, the token sealed for the e-mail, its expiry. */
export function newResetLink(applicantId: string, now: string, secret: string) {
  const token = newOneTimeToken(applicantId);
  return { tokenHash: hashOneTimeToken(token), sealedResetToken: seal(token, secret), now, expiresAt: new Date(Date.parse(now) + RESET_TOKEN_LIFETIME_MS).toISOString() };
}
