import type { FileStorage } from '../storage/file-storage.js';
import type { DataKeys } from './data-keys.js';

/** What an erasure of one person needs beside their key and files: the steps that decide with the domain's deciders. */
export interface PersonalDataErasureSteps {
  /** Every file the person uploaded (replaced ones too). */
  storageKeys: readonly string[];
  /** Frees what they reserved (e-mail, cédula): done first, while their key still reads the values. */
  releaseReservations(): Promise<void>;
  /** Appends PersonalDataErased (which records nothing the second time). */
  record(): Promise<void>;
}

/**
 * Crypto-shredding, in the one order both the API (a fulfilled request) and a worker job (retention) follow:
 * reservations freed, key destroyed (every personal value of the person's events then reads erased), files deleted,
 * the erasure recorded. Every step is safe to repeat, so a failed erasure is completed by running it again.
 */
export async function erasePersonalData(subject: string, keys: DataKeys, storage: FileStorage, steps: PersonalDataErasureSteps): Promise<void> {
  await steps.releaseReservations();
  await keys.destroy(subject);
  await Promise.all(steps.storageKeys.map((key) => storage.delete(key)));
  await steps.record();
}
