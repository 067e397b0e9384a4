import { join } from 'node:path';
import type { AppConfig } from '../config/index.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';

/**
 * MinIO/S3 when S3_ENDPOINT is set; otherwise files under `<varDir>/files`. The MinIO client is imported only when
 * chosen: loading it costs every process a few hundred milliseconds of CPU at start.
 */
export async function createFileStorage(config: Pick<AppConfig, 's3' | 'varDir'>): Promise<FileStorage> {
  if (!config.s3) return new LocalFileStorage(join(config.varDir, 'files'));
  const { MinioFileStorage } = await import('./minio-file-storage.js');
  return new MinioFileStorage(config.s3);
}
