import { loadExamBank } from '@postula/catalogs';
import type { ExamBank } from '@postula/catalogs';
import type { AppConfig } from '@postula/platform';
import { CONFIG } from '../platform/platform.tokens.js';

export const EXAM_BANK = Symbol('EXAM_BANK');

/** The question bank, read and validated once at start-up (EXAM_QUESTIONS_FILE or the bundled one). */
export const examBankProvider = { provide: EXAM_BANK, inject: [CONFIG], useFactory: (config: AppConfig): ExamBank => loadExamBank(config.examQuestionsFile) };
