import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { prepared } from '@postula/platform';
import { PG_POOL } from '../platform/platform.tokens.js';

const SQL = {
  // Accounts in key order, so two API processes' batches lock rows in the same order and never deadlock.
  record: prepared(
    'account_positions.record',
    `INSERT INTO auth.account_positions (account_id, position, major, minor)
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::numeric[], $4::numeric[]) ORDER BY 1
    ON CONFLICT (account_id) DO UPDATE SET position = EXCLUDED.position, major = EXCLUDED.major, minor = EXCLUDED.minor
    WHERE (account_positions.major, account_positions.minor) < (EXCLUDED.major, EXCLUDED.minor)`,
  ),
  find: prepared('account_positions.find', 'SELECT position FROM auth.account_positions WHERE account_id = $1'),
};

interface Pending {
  position: string;
  major: bigint;
  minor: bigint;
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

const numbers = (position: string): [bigint, bigint] => {
  const [major, minor] = position.split(/[-/]/);
  return [BigInt(major), BigInt(minor)];
};

/**
 * auth.account_positions: the newest position each account's writes reached, shared by every API replica.
 * Positions recorded while a write of them is in flight wait and go together in the next statement (one commit for
 * many saves under load, instead of one each); each caller still returns only once its position is stored.
 */
@Injectable()
export class AccountPositions {
  private pending = new Map<string, Pending>();
  private writing?: Promise<void>;

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  record(accountId: string, position: string): Promise<void> {
    const [major, minor] = numbers(position);
    return new Promise((resolve, reject) => {
      const entry = this.pending.get(accountId);
      if (!entry) this.pending.set(accountId, { position, major, minor, waiters: [{ resolve, reject }] });
      else {
        entry.waiters.push({ resolve, reject });
        if (major > entry.major || (major === entry.major && minor > entry.minor)) Object.assign(entry, { position, major, minor });
      }
      this.writing ??= this.writeAll();
    });
  }

  async find(accountId: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ position: string }>(SQL.find([accountId]));
    return rows[0]?.position;
  }

  private async writeAll(): Promise<void> {
    while (this.pending.size) {
      const batch = [...this.pending];
      this.pending = new Map();
      try {
        await this.pool.query(
          SQL.record([
            batch.map(([account]) => account),
            batch.map(([, p]) => p.position),
            batch.map(([, p]) => p.major.toString()),
            batch.map(([, p]) => p.minor.toString()),
          ]),
        );
        batch.forEach(([, p]) => p.waiters.forEach((w) => w.resolve()));
      } catch (error) {
        batch.forEach(([, p]) => p.waiters.forEach((w) => w.reject(error)));
      }
    }
    this.writing = undefined;
  }
}
