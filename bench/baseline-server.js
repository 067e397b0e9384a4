// The bare baseline every scenario is compared with, in a process of its own like the app: Fastify and one pg pool of
// the app's size; a write is one INSERT of the request's JSON, a read one SELECT by primary key.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
pool.on('error', () => undefined);
await pool.query('CREATE SCHEMA IF NOT EXISTS bench');
await pool.query('CREATE TABLE IF NOT EXISTS bench.baseline (id bigserial PRIMARY KEY, account uuid NOT NULL, body jsonb NOT NULL)');
const app = Fastify({ bodyLimit: 1024 * 1024 });
app.put('/write/:account', async (request) => {
  const { rows } = await pool.query('INSERT INTO bench.baseline (account, body) VALUES ($1, $2) RETURNING id', [request.params.account, request.body]);
  return { id: rows[0].id };
});
app.get('/read/:id', async (request) => (await pool.query('SELECT body FROM bench.baseline WHERE id = $1', [request.params.id])).rows[0] ?? {});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('baseline ready');
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
