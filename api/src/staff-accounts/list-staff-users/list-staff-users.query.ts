import { Inject, Injectable } from '@nestjs/common';
import type { StaffRole } from '@postula/domain';
import { staffRole } from '@postula/validation';
import type pg from 'pg';
import { z } from 'zod';
import { containsPattern, Page, pageOf, pageParam, perPageParam, textParam } from '../../common/list-query.js';
import { PG_POOL } from '../../platform/platform.tokens.js';

/** GET users: page size 10 (staff-side.md §9); `role` empty or `all` means every role. */
export const listStaffUsersQuery = z.object({
  page: pageParam(),
  per_page: perPageParam(10),
  search: textParam(),
  role: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), staffRole().optional()),
});
export type ListStaffUsersQuery = z.infer<typeof listStaffUsersQuery>;

export interface StaffUserRow {
  id: string;
  full_name: string;
  email: string;
  role: StaffRole;
}

const WHERE = `deleted_at IS NULL AND ($1::text IS NULL OR full_name ILIKE $1 OR email ILIKE $1) AND ($2::text IS NULL OR role = $2)`;
const SQL = {
  count: `SELECT count(*)::int AS total FROM read.staff_users WHERE ${WHERE}`,
  page: `SELECT id, full_name, email, role FROM read.staff_users WHERE ${WHERE} ORDER BY full_name, id LIMIT $3 OFFSET $4`,
};

/** The admin-users list, from read.staff_users (deleted accounts left out). */
@Injectable()
export class StaffUsersList {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async find(query: ListStaffUsersQuery): Promise<Page<StaffUserRow>> {
    const filters = [containsPattern(query.search), query.role ?? null];
    const [{ rows: count }, { rows }] = await Promise.all([
      this.pool.query<{ total: number }>(SQL.count, filters),
      this.pool.query<StaffUserRow>(SQL.page, [...filters, query.per_page, (query.page - 1) * query.per_page]),
    ]);
    return pageOf(rows, count[0].total, query.page, query.per_page);
  }
}
