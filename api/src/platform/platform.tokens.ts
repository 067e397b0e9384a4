import type pg from 'pg';
import type { AppConfig, Clock, DataKeys, EventStore, FileStorage, QueueKit } from '@postula/platform';
import type { PasswordHasher } from '../identity/password-hasher.js';

/** What every API module may use, built once per process outside Nest (api's main.ts, the all-in-one process in standalone/, tests). */
export interface ApiPlatform {
  config: AppConfig;
  pool: pg.Pool;
  store: EventStore;
  /** Each applicant's key of their personal data in the events (an erasure destroys it). */
  dataKeys: DataKeys;
  clock: Clock;
  /** Hashes registered applicants' passwords (argon2id; the demo seed uses a lower cost, see docs/decisions.md). */
  passwordHasher: PasswordHasher;
  queues: QueueKit;
  /** Uploaded documents (local files or MinIO/S3). */
  storage: FileStorage;
  /** Names of the read-model projectors a read waits for when the client sends a consistency token. */
  readModels: string[];
  /** Named probes for GET /health: each resolves when its part works. */
  healthChecks: Record<string, () => Promise<unknown>>;
}

export const CONFIG = Symbol('CONFIG');
export const PG_POOL = Symbol('PG_POOL');
export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');
export const FILE_STORAGE = Symbol('FILE_STORAGE');
export const DATA_KEYS = Symbol('DATA_KEYS');
export const PASSWORD_HASHER = Symbol('PASSWORD_HASHER');
export const READ_MODELS = Symbol('READ_MODELS');
