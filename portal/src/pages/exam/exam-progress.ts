import { EXAM_OPTIONS, type ExamOption } from '@postula/catalogs';
import type { DraftStorage } from '../../form/drafts.js';


export interface ExamProgress {
  /** The chosen option per question id. */
  answers: Record<number, ExamOption>;
  /** The page of five questions last shown. */
  page: number;
}


/**
 * The exam answered so far, kept in this browser until it is sent: leaving for the dashboard or reloading loses
 * nothing. Keyed by the account id, and holding only question ids and letters (no personal data). A full or blocked
 * storage only means nothing is kept.
 */
export function examProgress(storage: DraftStorage | undefined, owner: string) {
  const key = `postula:evaluacion:${owner}`;
  return {
    load(): ExamProgress {
      try {
        const parsed = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<ExamProgress> | null;
        const answers = Object.fromEntries(Object.entries(parsed?.answers ?? {}).filter(([id, o]) => Number.isInteger(Number(id)) && (EXAM_OPTIONS as readonly unknown[]).includes(o))) as ExamProgress['answers'];
        const page = Number.isInteger(parsed?.page) && parsed!.page! >= 0 ? parsed!.page! : 0;
        return { answers, page };
      } catch {
        return { answers: {}, page: 0 };
      }
    },
    save(progress: ExamProgress) {
      try {
        storage?.setItem(key, JSON.stringify(progress));
      } catch {
        // Quota or private mode: the exam still works, only without keeping the answers.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
