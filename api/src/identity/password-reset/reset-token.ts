import { UUID_PATTERN } from '@postula/validation';
import { createHash, randomBytes } from 'node:crypto';
import { seal } from '@postula/platform';

/** Reset links live one hour. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

/** `{applicantId}.{32 random bytes}`: the id says which stream to check, the random part is the secret. */
export const newResetToken = (applicantId: string) => `${applicantId}.${randomBytes(32).toString('base64url')}`;

/** Only the hash is stored in events, so the log alone never lets anyone reset a password. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const applicantIdOf = (token: string): string | undefined => {
  const id = token.split('.')[0];
  return UUID_PATTERN.test(id) ? id.toLowerCase() : undefined;
};

/** At most 5 links an account in 15 minutes, whatever asked for them (forgot-password, a registration with its e-mail). */
export const resetLinkLimit = (email: string) => [{ key: `reset:${email.toLowerCase()}`, max: 5, windowMs: 15 * 60_000 }];

/** A new link as its command carries it: the hash to check it, the token sealed for the e-mail, its expiry. */
export function newResetLink(applicantId: string, now: string, secret: string) {
  const token = newResetToken(applicantId);
  return { tokenHash: hashResetToken(token), sealedResetToken: seal(token, secret), now, expiresAt: new Date(Date.parse(now) + RESET_TOKEN_LIFETIME_MS).toISOString() };
}
