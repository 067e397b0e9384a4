import { Inject, Injectable } from '@nestjs/common';
import type { ListStaffUsersQuery, Page } from '@postula/contract';
import { pageOf } from '@postula/contract';
import type { StaffRole } from '@postula/domain';
import type pg from 'pg';
import { containsWords, wordPatterns } from '../../common/contains-pattern.js';
import { PG_POOL } from '../../platform/platform.tokens.js';

export interface StaffUserRow {
  id: string;
  full_name: string;
  email: string;
  role: StaffRole;
}

// search: each typed word in the name or the e-mail, whatever its case and accents (migration 0105).
const WHERE = `deleted_at IS NULL AND ${containsWords('search', '$1')} AND ($2::text IS NULL OR role = $2)`;
const SQL = {
  count: `SELECT count(*)::int AS total FROM read.staff_users WHERE ${WHERE}`,
  page: `SELECT id, full_name, email, role FROM read.staff_users WHERE ${WHERE} ORDER BY full_name, id LIMIT $3 OFFSET $4`,
};

/** The admin-users list, from read.staff_users (deleted accounts left out). */
@Injectable()
export class StaffUsersList {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async find(query: ListStaffUsersQuery): Promise<Page<StaffUserRow>> {
    const filters = [wordPatterns(query.search), query.role ?? null];
    const [{ rows: count }, { rows }] = await Promise.all([
      this.pool.query<{ total: number }>(SQL.count, filters),
      this.pool.query<StaffUserRow>(SQL.page, [...filters, query.per_page, (query.page - 1) * query.per_page]),
    ]);
    return pageOf(rows, count[0].total, query.page, query.per_page);
  }
}
