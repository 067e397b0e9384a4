import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';

const SQL = {
  awards: 'SELECT status, count(*)::int AS count FROM read.awards GROUP BY status',
  // Decisions held until the results' publication count as the reviews they still are to the public.
  waiting: `SELECT count(*)::int AS count FROM read.waiting_list w JOIN read.applications a ON a.id = w.application_id WHERE w.left_revision IS NULL AND NOT a.result_held`,
  // Only what was sent counts: drafts (none, started) are nobody's business but their author's.
  byStatus: `SELECT CASE WHEN result_held THEN 'under_review' ELSE status END AS status, count(*)::int AS count
             FROM read.applications WHERE status NOT IN ('none', 'started') GROUP BY 1`,
  byParish: `SELECT coalesce(nullif(trim(address_details ->> 'parish'), ''), 'Sin parroquia') AS parish, count(*)::int AS count
             FROM read.applications WHERE status NOT IN ('none', 'started') GROUP BY 1 ORDER BY 2 DESC, 1`,
} as const;

export interface TransparencyCounts {
  awards: Record<string, number>;
  waiting: number;
  byStatus: { status: string; count: number }[];
  byParish: { parish: string; count: number }[];
}

/** GET public/transparency: counts only, from the read models. */
@Injectable()
export class TransparencyQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async counts(): Promise<TransparencyCounts> {
    const [awards, waiting, byStatus, byParish] = await Promise.all([
      this.pool.query<{ status: string; count: number }>(SQL.awards),
      this.pool.query<{ count: number }>(SQL.waiting),
      this.pool.query<{ status: string; count: number }>(SQL.byStatus),
      this.pool.query<{ parish: string; count: number }>(SQL.byParish),
    ]);
    return { awards: Object.fromEntries(awards.rows.map((r) => [r.status, r.count])), waiting: waiting.rows[0].count, byStatus: byStatus.rows, byParish: byParish.rows };
  }
}
