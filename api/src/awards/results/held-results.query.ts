import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';

/** The decisions the read model shows as held until the results' publication (candidates: each is decided on its stream). */
@Injectable()
export class HeldResultsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async ids(): Promise<string[]> {
    // applications_result_held_idx
    return (await this.pool.query<{ id: string }>('SELECT id FROM read.applications WHERE result_held ORDER BY id')).rows.map((r) => r.id);
  }
}
