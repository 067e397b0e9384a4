import { fileStorageContract } from './file-storage.contract.js';
import { MinioFileStorage } from './minio-file-storage.js';

const { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY } = process.env;
const run = Boolean(S3_ENDPOINT && S3_ACCESS_KEY && S3_SECRET_KEY);
if (!run) console.log('[tests] S3_ENDPOINT no está definida: las pruebas de almacenamiento en MinIO se omiten.');

(run ? describe : describe.skip)('MinioFileStorage (S3_ENDPOINT)', () => {
  let storage: MinioFileStorage;
  beforeAll(() => {
    // A fresh bucket per run also exercises creating a missing bucket.
    storage = new MinioFileStorage({ endpoint: S3_ENDPOINT!, accessKey: S3_ACCESS_KEY!, secretKey: S3_SECRET_KEY!, bucket: `postula-test-${Date.now().toString(36)}` });
  });
  fileStorageContract(() => storage);
});
