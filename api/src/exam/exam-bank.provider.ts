import { loadExamBank } from '@postula/catalogs';
import type { ExamBank } from '@postula/catalogs';

export const EXAM_BANK = Symbol('EXAM_BANK');

/** The question bank, read and validated once at start-up (EXAM_QUESTIONS_FILE or the bundled one). */
export const examBankProvider = { provide: EXAM_BANK, useFactory: (): ExamBank => loadExamBank() };
