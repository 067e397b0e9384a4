// `npm run restore -- FILE`: restores a `npm run backup` dump over the configured database (DATABASE_URL, or the
// embedded PostgreSQL of `npm start`, stopped), then rebuilds every read model from the restored events.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { loadConfig, openCommandLineDatabase } from '../dist/libs/platform/src/index.js';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Uso: npm run restore -- ARCHIVO (un respaldo de `npm run backup`)');
  process.exit(1);
}

// Events are ordered by (transaction id, position), and a server counts transaction ids on its own: restored ids
// from another server may be ahead of this one's, so that new events would sort before them and be skipped by
// every subscriber. The restored log is renumbered in its own order below any transaction id this server will give.
const REBASE_EVENTS = `
  UPDATE events.events e SET transaction_id = '3'::xid8, global_position = o.n
    FROM (SELECT transaction_id, global_position, row_number() OVER (ORDER BY transaction_id, global_position) AS n FROM events.events) o
   WHERE (e.transaction_id, e.global_position) = (o.transaction_id, o.global_position)`;

const database = await openCommandLineDatabase(loadConfig());
let status = 1;
try {
  const restore = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${database.url}`, file], { stdio: 'inherit' });
  if (restore.error) console.error(`No se pudo ejecutar pg_restore (instale el cliente de PostgreSQL de la versión del servidor): ${restore.error.message}`);
  status = restore.status ?? 1;
  if (status === 0) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      // Positions of the old numbering, remembered for read-your-writes, mean nothing now.
      await client.query('TRUNCATE auth.account_positions');
      // The log refuses changes (its append-only triggers); the renumbering alone lifts them, inside this transaction,
      // which holds the table's exclusive lock until the triggers are back.
      await client.query('ALTER TABLE events.events DISABLE TRIGGER USER');
      await client.query(REBASE_EVENTS);
      await client.query('ALTER TABLE events.events ENABLE TRIGGER USER');
      await client.query("SELECT setval(pg_get_serial_sequence('events.events', 'global_position'), greatest((SELECT max(global_position) FROM events.events), 1))");
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    const rebuild = spawnSync(process.execPath, ['dist/projections/src/rebuild.js'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: database.url } });
    status = rebuild.status ?? 1;
  }
} finally {
  await database.stop();
}
if (status === 0) console.log('Restauración terminada: eventos restaurados y proyecciones reconstruidas.');
process.exit(status);
