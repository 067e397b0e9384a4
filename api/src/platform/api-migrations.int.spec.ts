import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { closePool, createDatabaseIfMissing, dropDatabase, loadMigrations, projectionsMigrationsDir, runMigrations } from '@postula/platform';
import { mainTestDatabase, testPool } from '../../../test/support/databases.js';
import { apiMigrationsDir } from './api-migrations.js';

/** The API's `auth` migrations live in api/migrations; databases migrated while they lived in projections/migrations keep working. */
describe('the API migrations', () => {
  const admin = mainTestDatabase().url;
  const api = loadMigrations(apiMigrationsDir());
  const readModels = loadMigrations(projectionsMigrationsDir());
  const databases: { name: string; pool: pg.Pool }[] = [];

  async function freshDatabase(): Promise<pg.Pool> {
    const name = `${new URL(admin).pathname.slice(1)}_migrations_${randomBytes(4).toString('hex')}`;
    await createDatabaseIfMissing(admin, name);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const pool = testPool(url.toString(), 2);
    databases.push({ name, pool });
    return pool;
  }
  const authTables = async (pool: pg.Pool) =>
    (await pool.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'auth' ORDER BY table_name")).rows.map((r) => r.table_name);

  afterAll(async () => {
    for (const { name, pool } of databases) {
      await closePool(pool);
      await dropDatabase(admin, name);
    }
  });

  it('own the auth schema and none of the read models, with ids no other folder uses', () => {
    expect(api.map((m) => m.id)).toEqual(['0004-auth-sessions', '0080-account-positions', '0098-login-failures-pruned-by-age', '0101-throttle-attempt-ids', '0300-throttle-keys-without-addresses']);
    for (const migration of api) expect(migration.sql).not.toMatch(/\bread\./);
    for (const migration of readModels) expect(migration.sql).not.toMatch(/\bauth\./);
    const readIds = new Set(readModels.map((m) => m.id));
    expect(api.filter((m) => readIds.has(m.id))).toEqual([]);
  });

  it('create the auth tables and functions on a new database', async () => {
    const pool = await freshDatabase();
    expect(await runMigrations(pool, api)).toEqual(api.map((m) => m.id));
    expect(await authTables(pool)).toEqual(['account_positions', 'login_failures', 'sessions']);
    const functions = await pool.query("SELECT proname FROM pg_proc JOIN pg_namespace n ON n.oid = pronamespace WHERE nspname = 'auth' ORDER BY proname");
    expect(functions.rows.map((r) => r.proname)).toEqual(['release_attempt', 'take_attempt']);
  });

  it('run nothing again on a database migrated when they lived among the read models', async () => {
    const pool = await freshDatabase();
    // The former projections/migrations: both sets as one folder, in name order.
    await runMigrations(pool, [...api, ...readModels].sort((a, b) => a.id.localeCompare(b.id)));
    await pool.query("INSERT INTO auth.sessions VALUES ('7d1f3f6e-8c1a-4c3e-9d55-0a2b3c4d5e6f', '7d1f3f6e-8c1a-4c3e-9d55-0a2b3c4d5e60', 'applicant', now(), now() + interval '1 hour')");
    expect(await runMigrations(pool, api)).toEqual([]);
    expect(await runMigrations(pool, readModels)).toEqual([]);
    expect((await pool.query('SELECT count(*)::int AS n FROM auth.sessions')).rows[0].n).toBe(1);
  });
});
