import pg from 'pg';
import { AppConfig, PostgresEventStore, systemClock } from '@postula/platform';
import type { ApiPlatform } from './platform.tokens.js';

/** Connects the stores the API needs; `close()` releases them. */
export async function createApiPlatform(config: AppConfig, databaseUrl: string): Promise<ApiPlatform & { close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const store = new PostgresEventStore({ pool });
  await store.migrate();
  return {
    config,
    pool,
    store,
    clock: systemClock,
    healthChecks: {
      database: () => pool.query('SELECT 1'),
      eventStore: async () => ({ adapter: store.name, head: (await store.headPosition()) ?? null }),
    },
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
}
