import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
  /** Known length in bytes; lets S3 upload a stream in one request. */
  size?: number;
}

export interface FileInfo {
  size: number;
  contentType: string;
  modifiedAt: Date;
}

/** Where uploaded documents and generated files live. Keys are made by the server, never taken from a request. */
export interface FileStorage {
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** Rejects with FileNotFoundError when the key has no file. */
  get(key: string): Promise<Readable>;
  stat(key: string): Promise<FileInfo>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No file stored under "${key}"`);
    this.name = 'FileNotFoundError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key "${key}"`);
    this.name = 'InvalidStorageKeyError';
  }
}

// Lower-case segments that each start with a letter or digit: no empty, `.` or `..` segment, no leading or trailing `/`.
const KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.includes('..')) throw new InvalidStorageKeyError(key);
}
