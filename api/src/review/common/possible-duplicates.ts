import { Inject, Injectable } from '@nestjs/common';
import { ERASED_PERSONAL_DATA } from '@postula/domain';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';
import { fullNameSql } from './full-name.sql.js';

/**
 * For the application `x` and its applicant `xp` of the enclosing query: the other applications with the same mobile
 * phone (step 2), or whose applicant has the same full name (any case) and the same date of birth, as a uuid[] in id
 * order (empty when none). Both lookups are indexed (migration 0050). An erased applicant's phone and names all read
 * 'Datos eliminados': they match no one.
 */
export const possibleDuplicatesSql = `(
  SELECT coalesce(array_agg(d.id ORDER BY d.id), '{}') FROM (
    SELECT o.id FROM read.applications o
    WHERE o.id <> x.id AND o.address_details ->> 'mobile_phone' = x.address_details ->> 'mobile_phone' AND x.address_details ->> 'mobile_phone' <> '${ERASED_PERSONAL_DATA}'
    UNION
    SELECT o.id FROM read.applicants op JOIN read.applications o ON o.id = op.id
    WHERE op.id <> x.id AND lower(${fullNameSql('op')}) = lower(${fullNameSql('xp')}) AND o.birth_date = x.birth_date AND xp.first_name <> '${ERASED_PERSONAL_DATA}'
  ) d)`;

const SQL = `SELECT x.id, ${possibleDuplicatesSql} AS duplicates FROM read.applications x JOIN read.applicants xp ON xp.id = x.id WHERE x.id = ANY($1::uuid[])`;

/**
 * Possible duplicate applicants, computed when read from indexed
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
