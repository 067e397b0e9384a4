import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../config/owner-only.js';
import { assertStorageKey, FileNotFoundError, InvalidStorageKeyError, type FileInfo, type FileStorage, type PutOptions } from './file-storage.js';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Files under a root directory. The content type goes to `<root>/.meta/<key>.json`: no key can start with a dot,
 * so that folder and the `.…tmp` files written before an atomic rename never clash with a stored file. Folders and
 * files are owner-only (identity documents).
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /**
   * The file and its content type are written side by side: each file operation is a trip through libuv's pool and
   * back through a busy event loop, so an upload waits for five in a row instead of nine. The file appears only by its
   * rename, complete; a content type written for a file that then failed is never read (`stat` looks at the file first).
   */
  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    const path = this.pathOf(key);
    const meta = this.metaOf(key);
    await Promise.all([mkdir(dirname(path), { recursive: true, mode: OWNER_ONLY_DIR }), mkdir(dirname(meta), { recursive: true, mode: OWNER_ONLY_DIR })]);
    const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
    const file = async () => {
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body, { mode: OWNER_ONLY_FILE });
        else await pipeline(body, createWriteStream(temp, { mode: OWNER_ONLY_FILE }));
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    };
    const [written, described] = await Promise.allSettled([file(), writeFile(meta, JSON.stringify({ contentType: options.contentType }), { mode: OWNER_ONLY_FILE })]);
    if (described.status === 'rejected') {
      // A put that fails leaves no file behind: one without its content type is taken back.
      if (written.status === 'fulfilled') await rm(path, { force: true });
      throw described.reason;
    }
    if (written.status === 'rejected') throw written.reason;
  }

  async get(key: string): Promise<Readable> {
    const handle = await open(this.pathOf(key), 'r').catch((error) => rethrow(error, key));
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw new FileNotFoundError(key);
    }
    return handle.createReadStream();
  }

  async stat(key: string): Promise<FileInfo> {
    const info = await stat(this.pathOf(key)).catch((error) => rethrow(error, key));
    if (!info.isFile()) throw new FileNotFoundError(key);
    const meta = await readFile(this.metaOf(key), 'utf8').then((m) => JSON.parse(m) as { contentType?: string }, () => ({ contentType: undefined }));
    return { size: info.size, contentType: meta.contentType ?? DEFAULT_CONTENT_TYPE, modifiedAt: info.mtime };
  }

  async exists(key: string): Promise<boolean> {
    return this.stat(key).then(
      () => true,
      (error) => (error instanceof FileNotFoundError ? false : Promise.reject(error)),
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(this.metaOf(key), { force: true });
  }

  private pathOf(key: string): string {
    return this.inside(this.root, key);
  }

  private metaOf(key: string): string {
    return this.inside(join(this.root, '.meta'), key) + '.json';
  }

  /** The key pattern already forbids escapes; checking the resolved path too keeps that true if the pattern ever changes. */
  private inside(dir: string, key: string): string {
    assertStorageKey(key);
    const path = resolve(dir, key);
    if (!path.startsWith(dir + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }
}

function rethrow(error: NodeJS.ErrnoException, key: string): never {
  if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') throw new FileNotFoundError(key);
  throw error;
}
