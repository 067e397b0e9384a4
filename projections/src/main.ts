import { closePool, createEventStore, createPool, leveledLog, loadConfig } from '@postula/platform';
import { PERSONAL_DATA } from '@postula/domain';
import { startProjections } from './start-projections.js';

/** The projections service: alone in docker-compose, and as the child process `npm start` runs beside the API. */
const config = loadConfig();
if (!config.databaseUrl) throw new Error('DATABASE_URL is required for the projections service; use `npm start` for the embedded mode');
const pool = createPool(config.databaseUrl, { max: 10, name: 'projections' });
const { store } = await createEventStore(config, pool, PERSONAL_DATA);
const log = leveledLog(config.logLevel);
const runner = await startProjections({ pool, store, programme: config.programme, log });
log.log(`Proyecciones en marcha: ${(await runner.state()).map((s) => `${s.name} (${s.status})`).join(', ') || 'ninguna'}`);

const stop = async () => {
  await runner.stop();
  await store.close();
  await closePool(pool);
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
