import { loadConfig, placeholderContactWarnings } from '@postula/platform';
import { createApiApp } from './bootstrap.js';
import { ensureFirstSuperadmin } from './staff-accounts/first-superadmin.js';
import { createApiPlatform } from './platform/create-api-platform.js';

/** The API service alone (docker-compose); `npm start` runs everything in one process instead (standalone/src/main.ts). */
const config = loadConfig();
if (!config.databaseUrl) throw new Error('DATABASE_URL is required for the api service; use `npm start` for the embedded mode');
const platform = await createApiPlatform(config, config.databaseUrl);
const app = await createApiApp(platform);
await app.listen(config.port, config.host);
await ensureFirstSuperadmin(app);
console.log(`API listening on ${config.publicUrl}/backend/api`);
for (const warning of placeholderContactWarnings(config.programme)) console.warn(`Aviso: ${warning}`);
const stop = async () => {
  await app.close();
  await platform.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
