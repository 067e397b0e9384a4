import type { StoredFile } from './application.types.js';

/** A stored file as the read models and the API show it (their keys are snake_case, the events' camelCase). */
export interface StoredFileRecord {
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
}

export const storedFileRecord = (file: StoredFile): StoredFileRecord => ({ storage_key: file.storageKey, file_name: file.fileName, content_type: file.contentType, size: file.size });
