import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with a key derived from the server secret. Used for the few secrets an event must carry
 * to a later job (the temporary password of the welcome e-mail) without storing them in clear text.
 */
const key = (secret: string) => createHash('sha256').update(`postula:sealed-box:${secret}`).digest();
/** The whole GCM tag: without a fixed length, Node accepts a tag cut down to 4 bytes, which a forger can guess. */
const TAG_BYTES = 16;

export function seal(plaintext: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unseal(sealed: string, secret: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key(secret), iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
