import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../platform/platform.tokens.js';

const SQL = {
  record: `INSERT INTO auth.account_positions (account_id, position, major, minor) VALUES ($1, $2, $3, $4)
    ON CONFLICT (account_id) DO UPDATE SET position = EXCLUDED.position, major = EXCLUDED.major, minor = EXCLUDED.minor
    WHERE (account_positions.major, account_positions.minor) < (EXCLUDED.major, EXCLUDED.minor)`,
  find: 'SELECT position FROM auth.account_positions WHERE account_id = $1',
};

/** auth.account_positions: the newest position each account's writes reached, shared by every API replica. */
@Injectable()
export class AccountPositions {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async record(accountId: string, position: string): Promise<void> {
    const [major, minor] = position.split(/[-/]/);
    await this.pool.query(SQL.record, [accountId, position, major, minor]);
  }

  async find(accountId: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ position: string }>(SQL.find, [accountId]);
    return rows[0]?.position;
  }
}
