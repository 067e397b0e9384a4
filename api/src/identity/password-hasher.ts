import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

export interface Argon2idCost {
  /** KiB */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * OWASP's argon2id recommendation (19 MiB, 2 passes, 1 lane): strong against offline guessing, yet cheap enough per
 * hash that a rush of logins is not bound by hashing. It runs on libuv's thread pool.
 */
export const PASSWORD_COST: Argon2idCost = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

/** The cost is stored in the hash (PHC string), so verifyPassword checks hashes of any cost. */
export function hashPassword(password: string, cost: Argon2idCost = PASSWORD_COST): Promise<string> {
  // 2 is `Algorithm.Argon2id`, an ambient const enum that isolated modules cannot read.
  return argon2Hash(password, { algorithm: 2, ...cost });
}

/** Hashes the temporary password of a new applicant (PASSWORD_HASHER); the demo seed injects a cheaper cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
}

export const argon2idPasswordHasher = (cost: Argon2idCost = PASSWORD_COST): PasswordHasher => ({ hash: (password) => hashPassword(password, cost) });

/**
 * Checks a password against a stored hash: argon2id (`$argon2id$v=19$m=…,t=…,p=…$salt$key`) or the scrypt hashes
 * written before it (`scrypt$N$r$p$salt$key`). Anything else never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return argon2Verify(stored, password).catch(() => false);
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 });
  return timingSafeEqual(actual, expected);
}

/** True when a stored hash is not argon2id at PASSWORD_COST or stronger: the next successful login rehashes it. */
export function needsRehash(stored: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return true;
  const [memoryCost, timeCost, parallelism] = match.slice(1).map(Number);
  return memoryCost < PASSWORD_COST.memoryCost || timeCost < PASSWORD_COST.timeCost || parallelism < PASSWORD_COST.parallelism;
}

/** A temporary password an applicant can type from an e-mail: no look-alike characters. */
export function temporaryPassword(length = 10): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}
