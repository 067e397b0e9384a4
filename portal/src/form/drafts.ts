import type { Values } from './values.js';

/** The part of `localStorage` drafts use (a test passes a Map-backed one). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Drafts {
  load(section: string): Values | null;
  save(section: string, values: Values): void;
  clear(section: string): void;
}

/**
 * What an applicant typed and has not saved yet, per step, kept in this browser until the step is saved: a dropped
 * connection or a closed tab on a phone loses nothing. Keyed by account, so a shared computer never shows one
 * applicant's draft to another. A full or blocked storage only means no draft.
 */
export function drafts(storage: DraftStorage | undefined, owner: string): Drafts {
  const key = (section: string) => `postula:borrador:${owner}:${section}`;
  return {
    load(section) {
      try {
        const raw = storage?.getItem(key(section));
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Values) : null;
      } catch {
        return null;
      }
    },
    save(section, values) {
      try {
        storage?.setItem(key(section), JSON.stringify(values));
      } catch {
        // Quota or private mode: the form still works, only without a draft.
      }
    },
    clear(section) {
      try {
        storage?.removeItem(key(section));
      } catch {
        // As above.
      }
    },
  };
}
