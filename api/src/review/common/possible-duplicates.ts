import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';
import { fullNameSql } from './full-name.sql.js';

// For each application asked about: the other applications with the same mobile phone (step 2), or whose applicant
// has the same full name (any case) and the same date of birth. Both lookups are indexed (migration 0050).
const SQL = `
  SELECT x.id, coalesce(array_agg(DISTINCT d.id ORDER BY d.id) FILTER (WHERE d.id IS NOT NULL), '{}') AS duplicates
  FROM read.applications x
  JOIN read.applicants xp ON xp.id = x.id
  LEFT JOIN LATERAL (
    SELECT o.id FROM read.applications o
    WHERE o.id <> x.id AND o.address_details ->> 'mobile_phone' = x.address_details ->> 'mobile_phone'
    UNION
    SELECT o.id FROM read.applicants op JOIN read.applications o ON o.id = op.id
    WHERE op.id <> x.id AND lower(${fullNameSql('op')}) = lower(${fullNameSql('xp')}) AND o.birth_date = x.birth_date
  ) d ON true
  WHERE x.id = ANY($1::uuid[])
  GROUP BY x.id`;

/**
 * Possible duplicate applicants (issue 5, "Audit of access and duplicates"), computed when read from indexed
 * expressions over read.applications and read.applicants: always in step with both, with no read model of its own.
 */
@Injectable()
export class PossibleDuplicates {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async of(ids: readonly string[]): Promise<Map<string, string[]>> {
    if (!ids.length) return new Map();
    const { rows } = await this.pool.query<{ id: string; duplicates: string[] }>(SQL, [ids]);
    return new Map(rows.map((r) => [r.id, r.duplicates]));
  }
}
