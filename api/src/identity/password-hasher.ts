import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
// scrypt is memory-hard: N=2^15, r=8 uses 32 MiB and about 50–100 ms per hash on this class of machine.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** `cost` (scrypt's N) is stored in the hash, so verifyPassword checks hashes of any cost. */
export async function hashPassword(password: string, cost = PARAMS.N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...PARAMS, N: cost });
  return `scrypt$${cost}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Hashes the temporary password of a new applicant (PASSWORD_HASHER); the demo seed injects a cheaper cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
}

export const scryptPasswordHasher = (cost = PARAMS.N): PasswordHasher => ({ hash: (password) => hashPassword(password, cost) });

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem });
  return timingSafeEqual(actual, expected);
}

/** A temporary password an applicant can type from an e-mail: no look-alike characters. */
export function temporaryPassword(length = 10): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}
