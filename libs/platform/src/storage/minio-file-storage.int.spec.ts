import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { fileStorageContract } from './file-storage.contract.js';
import { MinioFileStorage } from './minio-file-storage.js';

/** A fresh bucket per run also exercises creating a missing bucket. */
const bucket = () => `postula-test-${Date.now().toString(36)}`;

/** Always: an S3-protocol server (s3rver) of the test's own, on loopback, its objects in a temporary folder. */
describe('MinioFileStorage (S3 protocol, s3rver on loopback)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'postula-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, vhostBuckets: false });
  let storage: MinioFileStorage;
  beforeAll(async () => {
    const { port } = await server.run();
    // s3rver checks signatures made with its fixed credentials.
    storage = new MinioFileStorage({ endpoint: `http://127.0.0.1:${port}`, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: bucket() });
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  fileStorageContract(() => storage);
});

/** Also against a real MinIO or S3 when one is named (docker compose's, CI's). */
const { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY } = process.env;
(S3_ENDPOINT && S3_ACCESS_KEY && S3_SECRET_KEY ? describe : describe.skip)('MinioFileStorage (S3_ENDPOINT)', () => {
  let storage: MinioFileStorage;
  beforeAll(() => {
    storage = new MinioFileStorage({ endpoint: S3_ENDPOINT!, accessKey: S3_ACCESS_KEY!, secretKey: S3_SECRET_KEY!, bucket: bucket() });
  });
  fileStorageContract(() => storage);
});
