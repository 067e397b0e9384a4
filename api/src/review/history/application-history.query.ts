import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';

const SQL = {
  exists: 'SELECT 1 FROM read.applications WHERE id = $1',
  // In the order recorded: the stream revision breaks ties between entries of one instant.
  history: `SELECT id, change_date, previous_status, new_status, reviewer_name, reviewer_email, correction_notes, corrections_requested
            FROM read.application_history WHERE application_id = $1 ORDER BY change_date, revision, id`,
} as const;

/** GET applications/history: every status change of an application (read.application_history); undefined when unknown. */
@Injectable()
export class ApplicationHistoryQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async find(applicationId: string) {
    const [exists, history] = await Promise.all([this.pool.query(SQL.exists, [applicationId]), this.pool.query(SQL.history, [applicationId])]);
    return exists.rowCount ? history.rows : undefined;
  }
}
