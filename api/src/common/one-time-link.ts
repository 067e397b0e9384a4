import { createHash, randomBytes } from 'node:crypto';
import { UUID_PATTERN } from '@postula/validation';

/** `{applicantId}.{32 random bytes}`: the id says which stream to check, the random part is the secret. */
export const newOneTimeToken = (applicantId: string) => `${applicantId}.${randomBytes(32).toString('base64url')}`;

/** Only the hash is checked against what the events hold, so the log alone never opens a link. */
export const hashOneTimeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The applicant a token names, or undefined for a malformed one. */
export const applicantIdOfToken = (token: string): string | undefined => {
  const id = token.split('.')[0];
  return UUID_PATTERN.test(id) ? id.toLowerCase() : undefined;
};
