import { Inject, Injectable } from '@nestjs/common';
import { FORBIDDEN_MESSAGE, STAFF_BUSY_MESSAGE } from '@postula/contract';
import { DomainError, staffUserDecider, staffUserStream } from '@postula/domain';
import type { StaffRoleGuard } from '@postula/domain';
import type pg from 'pg';
import { WritePath } from '../common/write-path.js';
import { PG_POOL } from '../platform/platform.tokens.js';

const SQL = {
  tryLock: "SELECT pg_try_advisory_xact_lock(hashtextextended('postula:staff-roles', 0)) AS ok",
  otherSuperadmins: "SELECT count(*)::int AS n FROM read.staff_users WHERE role = 'superadmin' AND deleted_at IS NULL AND id <> $1",
};
const WAIT_MS = 5000;
const RETRY_MS = 25;

/**
 * Edits and deletions of staff accounts, one at a time across API replicas (a PostgreSQL advisory lock),
 * with the acting superadmin re-checked on the write side inside the lock. Together with "nobody removes
 * themselves" this keeps a superadmin whatever runs concurrently: two superadmins demoting each other at
 * once are serialised, and the second finds they are no longer a superadmin (403).
 */
@Injectable()
export class StaffRoleChanges {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly writes: WritePath,
  ) {}

  async exclusive<T>(actorId: string, targetId: string, change: (guard: Required<StaffRoleGuard>) => Promise<T>): Promise<T> {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      // The lock lives in a transaction of its own connection; waiting happens between attempts, holding none.
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        if ((await client.query<{ ok: boolean }>(SQL.tryLock)).rows[0].ok) {
          const { state } = await this.writes.load(staffUserStream(actorId), staffUserDecider);
          if (state.status !== 'active' || state.profile?.role !== 'superadmin') throw new DomainError('forbidden', FORBIDDEN_MESSAGE);
          const { rows } = await this.pool.query<{ n: number }>(SQL.otherSuperadmins, [targetId]);
          return await change({ actorId, otherSuperadmins: rows[0].n });
        }
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
      if (Date.now() > until) throw new DomainError('conflict', STAFF_BUSY_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
