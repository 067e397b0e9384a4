// `npm run backup [-- FILE]`: a pg_dump (custom format) of everything the read models cannot give back: the event
// store (schema `events`), sessions and login counters (`auth`), the queue on PostgreSQL (`bullmq`, without
// REDIS_URL) and the migrations' record. Read-model rows are left out: `npm run restore` rebuilds them from the events.
// Consistent under load: pg_dump reads one snapshot. DATABASE_URL, or the embedded PostgreSQL of `npm start` (stopped).
import { spawnSync } from 'node:child_process';
import { loadConfig, openCommandLineDatabase } from '../dist/libs/platform/src/index.js';

const file = process.argv[2] ?? `postula-${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '')}.dump`;
const database = await openCommandLineDatabase(loadConfig());
let status = 1;
try {
  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--exclude-table-data=read.*', `--file=${file}`, `--dbname=${database.url}`], { stdio: 'inherit' });
  if (dump.error) console.error(`No se pudo ejecutar pg_dump (instale el cliente de PostgreSQL de la versión del servidor): ${dump.error.message}`);
  status = dump.status ?? 1;
  if (status === 0) console.log(`Respaldo escrito en ${file}`);
} finally {
  await database.stop();
}
process.exit(status);
