import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomBytes, randomFillSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { runIdempotentDdl } from '../database/idempotent-ddl.js';

const DDL = readFileSync(new URL('./data-keys.sql', import.meta.url), 'utf8');

/** How many unwrapped keys a process keeps: a few hundred bytes each, enough for every applicant active at once. */
const CACHE_SIZE = 20_000;
/**
 * How long a process trusts a key it unwrapped: another process may destroy it meanwhile (an erasure), and a process
 * that does not read that erasure's event in the log learns of it when the entry expires.
 */
const CACHE_TTL_MS = 60_000;

const derive = (secret: string, purpose: string) => createSecretKey(Buffer.from(hkdfSync('sha256', secret, 'postula', `postula:${purpose}`, 32)));

const IV_BYTES = 12;
const TAG_BYTES = 16;
/**
 * Random bytes for the IVs, drawn a few thousand at a time: each call to the generator costs about as much as the
 * cipher it feeds. Every IV is still fresh random bytes, each used once.
 */
const ivPool = Buffer.alloc(IV_BYTES * 512);
let ivPoolUsed = ivPool.length;

/** AES-256-GCM of `plain` bound to `context` (the subject): `iv(12) | tag(16) | ciphertext`. */
/** Keys are KeyObjects: a cipher made from one skips importing raw key bytes (about a tenth of its cost). */
export function encrypt(key: KeyObject, plain: Buffer, context: string): Buffer {
  if (ivPoolUsed === ivPool.length) {
    randomFillSync(ivPool);
    ivPoolUsed = 0;
  }
  const sealed = Buffer.allocUnsafe(IV_BYTES + TAG_BYTES + plain.length);
  const iv = sealed.subarray(0, IV_BYTES);
  ivPool.copy(iv, 0, ivPoolUsed, (ivPoolUsed += IV_BYTES));
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  // GCM is a stream mode: the ciphertext is as long as the plain text and `final` adds nothing to it.
  cipher.update(plain).copy(sealed, IV_BYTES + TAG_BYTES);
  cipher.final();
  cipher.getAuthTag().copy(sealed, IV_BYTES);
  return sealed;
}

export function decrypt(key: KeyObject, sealed: Buffer, context: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES }).setAAD(Buffer.from(context));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES));
  // Checks the tag (throws when the ciphertext or its context was altered); GCM adds no bytes there.
  decipher.final();
  return plain;
}

export interface DataKeysOptions {
  pool: pg.Pool;
  /** The master secret (DATA_KEY): it wraps every data key and keys the digests of unique values. */
  secret: string;
  /** Schema of the key table (default `personal_data`); tests use one per suite. */
  schema?: string;
}

/**
 * The per-person data keys (crypto-shredding): created on a person's first personal value, unwrapped once and cached
 * per process (bounded, CACHE_TTL_MS), destroyed by an erasure. A destroyed or unknown key reads as null.
 */
export class DataKeys {
  private readonly pool: pg.Pool;
  private readonly schema: string;
  private readonly wrapKey: KeyObject;
  private readonly digestKey: KeyObject;
  private readonly cache = new Map<string, { key: KeyObject | null; until: number }>();

  constructor(options: DataKeysOptions) {
    this.pool = options.pool;
    this.schema = options.schema ?? 'personal_data';
    if (!/^[a-z_][a-z0-9_]{0,40}$/.test(this.schema)) throw new Error(`Invalid data keys schema name: ${this.schema}`);
    this.wrapKey = derive(options.secret, 'data-key-wrap');
    this.digestKey = derive(options.secret, 'unique-value-digest');
  }

  /** Creates the key table if missing; safe to run from several processes at once. */
  async migrate(): Promise<void> {
    await runIdempotentDdl(this.pool, `data-keys:${this.schema}`, DDL.replaceAll('__SCHEMA__', this.schema));
  }

  /** A keyed hash of a value (an e-mail, a cédula) that names its reservation stream without revealing it. */
  digest(value: string): string {
    return createHmac('sha256', this.digestKey).update(value).digest('base64url');
  }

  /**
   * The keys of the subjects, null for a destroyed one. `create`: a subject with no key yet gets one (a write);
   * otherwise it reads as null (a read of values no key ever encrypted cannot happen). One query for the uncached ones.
   */
  async keysOf(subjects: Iterable<string>, create: boolean): Promise<Map<string, KeyObject | null>> {
    const now = Date.now();
    const found = new Map<string, KeyObject | null>();
    const missing: string[] = [];
    for (const subject of new Set(subjects)) {
      const cached = this.cache.get(subject);
      if (cached && (cached.key === null || cached.until > now)) found.set(subject, cached.key);
      else missing.push(subject);
    }
    if (missing.length === 0) return found;
    let rows = create ? await this.createOrRead(missing) : await this.read(missing);
    // A key another process created while this one tried to: committed after this statement's snapshot, read again.
    const raced = create ? missing.filter((s) => !rows.some((r) => r.subject_id === s)) : [];
    if (raced.length) rows = [...rows, ...(await this.read(raced))];
    for (const row of rows) {
      const key = row.wrapped_key ? createSecretKey(decrypt(this.wrapKey, row.wrapped_key, row.subject_id)) : null;
      this.remember(row.subject_id, key, now);
      found.set(row.subject_id, key);
    }
    for (const subject of missing) if (!found.has(subject)) found.set(subject, null);
    return found;
  }

  /** Destroys the subject's key for good (a row without key stays, so the subject never gets a new one). */
  async destroy(subject: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO ${this.schema}.data_keys AS k (subject_id, wrapped_key, destroyed_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject_id) DO UPDATE SET wrapped_key = NULL, destroyed_at = coalesce(k.destroyed_at, now())`,
      [subject],
    );
    this.forget(subject);
  }

  /** This process stops using the subject's key: it was destroyed (by it or by another process). */
  forget(subject: string): void {
    this.remember(subject, null, Date.now());
  }

  private async read(subjects: string[]) {
    const sql = `SELECT subject_id, wrapped_key FROM ${this.schema}.data_keys WHERE subject_id = ANY($1::text[])`;
    return (await this.pool.query<{ subject_id: string; wrapped_key: Buffer | null }>(sql, [subjects])).rows;
  }

  private async createOrRead(subjects: string[]) {
    const wrapped = subjects.map((s) => encrypt(this.wrapKey, randomBytes(32), s));
    // Rows inserted by the CTE are invisible to the second SELECT (one snapshot): together they give every subject once.
    const { rows } = await this.pool.query<{ subject_id: string; wrapped_key: Buffer | null }>(
      `WITH created AS (
         INSERT INTO ${this.schema}.data_keys (subject_id, wrapped_key) SELECT * FROM unnest($1::text[], $2::bytea[])
         ON CONFLICT (subject_id) DO NOTHING RETURNING subject_id, wrapped_key)
       SELECT subject_id, wrapped_key FROM created
       UNION ALL SELECT subject_id, wrapped_key FROM ${this.schema}.data_keys WHERE subject_id = ANY($1::text[]) AND subject_id NOT IN (SELECT subject_id FROM created)`,
      [subjects, wrapped],
    );
    return rows;
  }

  private remember(subject: string, key: KeyObject | null, now: number): void {
    this.cache.delete(subject);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(subject, { key, until: now + CACHE_TTL_MS });
  }
}
