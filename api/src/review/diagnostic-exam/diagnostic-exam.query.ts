import { Inject, Injectable } from '@nestjs/common';
import type { ExamAnswerInput } from '@postula/catalogs';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';

export interface ExamResultRow {
  answers: ExamAnswerInput[];
  correct_answers: number;
  total_questions: number;
  percentage: number;
  level_achieved: string;
  completed_at: Date;
}

const SQL = `SELECT answers, correct_answers, total_questions, percentage::float8 AS percentage, level_achieved, completed_at
             FROM read.exam_results WHERE application_id = $1`;

/** An application's finished diagnostic exam, from read.exam_results. */
@Injectable()
export class ExamResultQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async find(applicationId: string): Promise<ExamResultRow | undefined> {
    return (await this.pool.query<ExamResultRow>(SQL, [applicationId])).rows[0];
  }
}
