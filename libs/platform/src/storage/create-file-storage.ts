import { join } from 'node:path';
import type { AppConfig } from '../config/index.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { MinioFileStorage } from './minio-file-storage.js';

/** MinIO/S3 when S3_ENDPOINT is set; otherwise files under `<varDir>/files`. */
export function createFileStorage(config: Pick<AppConfig, 's3' | 'varDir'>): FileStorage {
  return config.s3 ? new MinioFileStorage(config.s3) : new LocalFileStorage(join(config.varDir, 'files'));
}
