import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  label: 'embedded' | 'server';
  url: string;
}

/** The databases of this run: the embedded one, plus the DATABASE_URL server when set. */
export function testDatabases(): TestDatabase[] {
  const raw = process.env.TEST_DATABASES;
  if (!raw) throw new Error('TEST_DATABASES is not set: run the tests through jest (test/support/global-setup.ts)');
  return JSON.parse(raw) as TestDatabase[];
}

/**
 * The database tests use: in an end-to-end file its own (test/support/file-database.ts), elsewhere the run's,
 * on the DATABASE_URL server when set, else the embedded one.
 */
export function mainTestDatabase(): TestDatabase {
  if (process.env.TEST_FILE_DATABASE) return JSON.parse(process.env.TEST_FILE_DATABASE) as TestDatabase;
  const all = testDatabases();
  return all.find((d) => d.label === 'server') ?? all[0];
}

/** A name no other test uses, for schemas, e-mails and the like. */
export const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

export function testPool(url: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString: url, max });
}
