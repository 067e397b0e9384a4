import { UUID_PATTERN } from '@postula/validation';
import { createHash, randomBytes } from 'node:crypto';

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
