import { join } from 'node:path';
import type { AppConfig } from '../config/config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/**
 * The database of a command-line tool (rebuild, verify, audit): the configured server (DATABASE_URL), or the embedded
 * PostgreSQL of `npm start`, which must then be stopped since its data folder is in use.
 */
export async function openCommandLineDatabase(config: AppConfig): Promise<{ url: string; stop(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const dataDir = join(config.varDir, 'postgres');
  try {
    return await startEmbeddedPostgres({ dataDir });
  } catch (error) {
    throw new Error(`No se pudo abrir la base embebida en ${dataDir} (¿sigue en marcha \`npm start\`? deténgalo, o indique DATABASE_URL): ${(error as Error).message}`);
  }
}
