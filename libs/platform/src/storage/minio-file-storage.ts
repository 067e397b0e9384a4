import type { Readable } from 'node:stream';
import { Client } from 'minio';
import type { AppConfig } from '../config/index.js';
import { assertStorageKey, FileNotFoundError, type FileInfo, type FileStorage, type PutOptions } from './file-storage.js';

export type S3Config = NonNullable<AppConfig['s3']>;

/** Files in an S3 bucket through the MinIO client; the bucket is created on first use when missing. */
export class MinioFileStorage implements FileStorage {
  private readonly client: Client;
  private readonly bucket: string;
  private bucketReady?: Promise<void>;

  constructor(config: S3Config) {
    const url = new URL(config.endpoint);
    const useSSL = url.protocol === 'https:';
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      pathStyle: true,
    });
    this.bucket = config.bucket;
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    assertStorageKey(key);
    await this.ready();
    await this.client.putObject(this.bucket, key, body, options.size, { 'Content-Type': options.contentType });
  }

  async get(key: string): Promise<Readable> {
    assertStorageKey(key);
    await this.ready();
    return this.client.getObject(this.bucket, key).catch((error) => rethrow(error, key));
  }

  async stat(key: string): Promise<FileInfo> {
    assertStorageKey(key);
    await this.ready();
    const info = await this.client.statObject(this.bucket, key).catch((error) => rethrow(error, key));
    return { size: info.size, contentType: String(info.metaData['content-type'] ?? 'application/octet-stream'), modifiedAt: info.lastModified };
  }

  async exists(key: string): Promise<boolean> {
    return this.stat(key).then(
      () => true,
      (error) => (error instanceof FileNotFoundError ? false : Promise.reject(error)),
    );
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.ready();
    await this.client.removeObject(this.bucket, key);
  }

  private ready(): Promise<void> {
    this.bucketReady ??= this.ensureBucket().catch((error) => {
      this.bucketReady = undefined; // let the next call try again, e.g. once MinIO is up
      throw error;
    });
    return this.bucketReady;
  }

  private async ensureBucket(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    await this.client.makeBucket(this.bucket).catch((error: { code?: string }) => {
      if (error.code !== 'BucketAlreadyOwnedByYou') throw error; // another instance created it meanwhile
    });
  }
}

function rethrow(error: { code?: string }, key: string): never {
  if (error.code === 'NoSuchKey' || error.code === 'NotFound') throw new FileNotFoundError(key);
  throw error;
}
