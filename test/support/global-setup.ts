import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabaseIfMissing, dropRunDatabases, startEmbeddedPostgres } from '../../libs/platform/src/database/embedded-postgres.ts';

/** Unit tests touch no database: `npm run test:unit` (`--selectProjects unit`) starts none. */
function onlyUnitTests(argv: string[]): boolean {
  const at = argv.indexOf('--selectProjects');
  const selected = at < 0 ? [] : argv.slice(at + 1).filter((_, i, rest) => !rest.slice(0, i + 1).some((a) => a.startsWith('--')));
  return selected.length > 0 && selected.every((project) => project === 'unit');
}

/**
 * Every run of the int or e2e tier gets fresh databases: always one on an embedded PostgreSQL, and one on the server
 * named by DATABASE_URL when it is set. They are dropped at the end, so runs never see each other.
 */
export default async function globalSetup(): Promise<void> {
  if (onlyUnitTests(process.argv)) return;
  const run = `postula_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'postula-pg-'));
  const embedded = await startEmbeddedPostgres({ dataDir, database: run, persistent: false });
  const databases: { label: string; url: string; adminUrl: string }[] = [{ label: 'embedded', url: embedded.url, adminUrl: embedded.adminUrl }];
  if (process.env.DATABASE_URL) {
    const adminUrl = process.env.DATABASE_URL;
    await createDatabaseIfMissing(adminUrl, run);
    const url = new URL(adminUrl);
    url.pathname = `/${run}`;
    databases.push({ label: 'server', url: url.toString(), adminUrl });
  } else {
    console.log('\n[tests] DATABASE_URL no está definida: solo se usa PostgreSQL embebido.');
  }
  if (!process.env.REDIS_URL) console.log('[tests] REDIS_URL no está definida: las pruebas de BullMQ sobre Redis se omiten.');
  if (!process.env.EVENTSTORE_URL) console.log('[tests] EVENTSTORE_URL no está definida: el contrato del almacén de eventos se omite para EventStoreDB.');
  process.env.TEST_DATABASES = JSON.stringify(databases);
  (globalThis as Record<string, unknown>).__POSTULA_TEST__ = {
    run,
    databases,
    teardown: async () => {
      for (const db of databases) if (db.label !== 'embedded') await dropRunDatabases(db.adminUrl, run).catch(() => undefined);
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
