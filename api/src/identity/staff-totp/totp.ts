import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 time-based one-time passwords as authenticator apps use them: SHA-1, 30-second steps, 6 digits. */
const STEP_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const WINDOW = 1;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new 160-bit secret in base32, the form apps accept typed or in an otpauth:// QR code. */
export function newTotpSecret(): string {
  return base32(randomBytes(20));
}

export const isTotpSecret = (secret: string) => /^[A-Z2-7]{32}$/.test(secret);

export function totpUri(secret: string, account: string, issuer = 'Postula'): string {
  return `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;
}

/** The code of a given step (the RFC's HOTP over the step counter). */
export function totpCode(secret: string, atMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / STEP_SECONDS)));
  const hmac = createHmac('sha1', unbase32(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, '0');
}

export function verifyTotp(secret: string, code: string, atMs: number): boolean {
  return totpStepOf(secret, code, atMs) !== undefined;
}

/** The time step (the RFC's counter) whose code `code` is, within the window around `atMs`; undefined when none. */
export function totpStepOf(secret: string, code: string, atMs: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = Math.floor(atMs / 1000 / STEP_SECONDS);
  let matched: number | undefined;
  // Every step of the window is compared, so the time taken does not tell which one matched.
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(totpCode(secret, step * STEP_SECONDS * 1000)), Buffer.from(code))) matched = step;
  }
  return matched;
}

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits ? out + ALPHABET[(value << (5 - bits)) & 31] : out;
}

function unbase32(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    value = (value << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
