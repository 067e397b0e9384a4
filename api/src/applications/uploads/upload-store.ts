import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { applicationDecider, filesNoLongerCurrent } from '@postula/domain';
import type { ApplicationEvent, ApplicationState, StoredFile } from '@postula/domain';
import { FILE_FORMAT_EXTENSION, FILE_FORMAT_MIME } from '@postula/platform';
import type { CommandResult, FileFormat, FileStorage } from '@postula/platform';
import { FILE_STORAGE } from '../../platform/platform.tokens.js';
import type { UploadedFile } from './multipart-form.js';

/**
 * Puts checked uploads under server-made keys (`applications/{applicantId}/{kind}/{id}.{ext}`) and takes them back
 * when the decision that would have recorded them is refused, so a refusal leaves nothing stored. Only the current file
 * of each kind is kept: once a decision replaces one, the replaced file is deleted (the history keeps the upload's fact).
 */
@Injectable()
export class UploadStore {
  private readonly logger = new Logger('Uploads');

  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async put(applicantId: string, kind: 'documents' | 'ruc' | 'award', file: UploadedFile, format: FileFormat, id: string = randomUUID()): Promise<StoredFile> {
    const storageKey = `applications/${applicantId}/${kind}/${id}.${FILE_FORMAT_EXTENSION[format]}`;
    const contentType = FILE_FORMAT_MIME[format];
    await this.storage.put(storageKey, file.data, { contentType, size: file.data.length });
    return { storageKey, fileName: file.filename, contentType, size: file.data.length };
  }

  /**
   * Deletes the files a recorded decision made no longer current (a replaced document, RUC certificate or post-award
   * document): no route
   * serves them after it. A failure is logged; the upload stands.
   */
  async removeReplaced(result: CommandResult<ApplicationState, ApplicationEvent>): Promise<void> {
    const after = result.events.reduce(applicationDecider.evolve, result.state);
    const keys = filesNoLongerCurrent(result.state, after);
    await Promise.all(keys.map((key) => this.storage.delete(key).catch((e: Error) => this.logger.warn(`Could not remove ${key}: ${e.message}`))));
  }

  /** Stores each item with `put`, runs `record` with the stored files, and removes them again if anything fails. */
  async storeThenRecord<I, T>(items: I[], put: (item: I) => Promise<StoredFile>, record: (stored: StoredFile[]) => Promise<T>): Promise<T> {
    const stored: StoredFile[] = [];
    try {
      for (const item of items) stored.push(await put(item));
      return await record(stored);
    } catch (error) {
      await Promise.all(stored.map((f) => this.storage.delete(f.storageKey).catch((e: Error) => this.logger.warn(`Could not remove ${f.storageKey}: ${e.message}`))));
      throw error;
    }
  }
}
