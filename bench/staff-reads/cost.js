// `node bench/staff-reads/cost.js [--connections C] [--seconds S] [--only name,…] [--api-only]` (after `npm run build:server`)
// What each staff read of scenario 5 costs, on a store already built (DATABASE_URL, VAR_DIR: the bench's or a seeded
// and copied one, see docs/performance.md): the app as `npm start` runs it (dist/standalone/src/main.js: API, worker,
// projections in a child process), each read at C connections for S seconds as the demo superadmin. Reports per read:
// requests/s, p50/p95, the CPU of the app's processes per request (/proc, the projections child included) and the
// database's transactions per request (pg_stat_database), with the load average: on a shared machine the CPU and the
// transactions per request compare runs better than the latencies. `--api-only` runs the API service alone
// (dist/api/src/main.js, no projections): what the API itself costs, without the projectors' work on what it appends.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../../dist/libs/platform/src/database/embedded-postgres.js';
import { anApplicationToRead, staffReads } from '../scenarios/staff-reads.js';
import { backendCpuSeconds, databaseCpuSeconds, log, round, sleep, SERVER_NODE_FLAGS, treeCpuSeconds } from '../support.js';

const { values: args } = parseArgs({ options: { connections: { type: 'string' }, seconds: { type: 'string' }, only: { type: 'string' }, 'api-only': { type: 'boolean', default: false } } });
const CONNECTIONS = Number(args.connections ?? 20);
const SECONDS = Number(args.seconds ?? 5);
const only = args.only?.split(',');
const databaseUrl = process.env.DATABASE_URL;
const varDir = process.env.VAR_DIR;
if (!databaseUrl || !varDir || !process.env.JWT_SECRET || !process.env.DATA_KEY) {
  console.error('Uso: DATABASE_URL=… VAR_DIR=… JWT_SECRET=… DATA_KEY=… node bench/staff-reads/cost.js [--connections C] [--seconds S] [--only nombre,…] [--api-only]');
  process.exit(2);
}

const port = await freePort();
const [script, ready] = args['api-only'] ? ['dist/api/src/main.js', 'API listening'] : ['dist/standalone/src/main.js', 'Postula está listo'];
const app = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(process.env.COST_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.COST_PROFILE_DIR}`] : []), script], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: process.env.REDIS_URL ?? '', DEMO_DATA: 'false', TRUST_PROXY: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  app.stdout.on('data', (chunk) => chunk.toString().includes(ready) && resolve());
  app.on('exit', (code) => reject(new Error(`app exited with ${code}`)));
});
const url = `http://127.0.0.1:${port}`;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const database = new URL(databaseUrl).pathname.slice(1);
const transactions = async () => Number((await pool.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [database])).rows[0].n);
const backends = () => backendCpuSeconds(pool, database);

try {
  const password = readFileSync(join(varDir, 'demo-password'), 'utf8').trim();
  const login = await fetch(`${url}/backend/api/auth/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password }) });
  if (login.status !== 200) throw new Error(`staff login ${login.status}`);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const applicationId = await anApplicationToRead(pool);
  const results = [];
  for (const [name, path] of staffReads(applicationId)) {
    if (only && !only.some((o) => name.includes(o))) continue;
    const run = async (seconds) => {
      const times = [];
      const instance = autocannon({ url: `${url}/backend/api/${path}`, connections: CONNECTIONS, duration: seconds, headers });
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
      const result = await instance;
      return { ...result, times: times.sort((a, b) => a - b) };
    };
    await run(1);
    // The statistics are sent at the end of each transaction, with a short delay.
    await sleep(1000);
    const [cpu0, tx0, db0] = [treeCpuSeconds(app.pid), await transactions(), await backends()];
    const result = await run(SECONDS);
    const [cpu1, db1] = [treeCpuSeconds(app.pid), await backends()];
    await sleep(1000);
    const tx1 = await transactions();
    const requests = result.times.length;
    const percentile = (p) => result.times[Math.min(requests - 1, Math.ceil((p / 100) * requests) - 1)];
    const errors = result.errors + result.timeouts + result.non2xx;
    const row = {
      read: name,
      rps: round(requests / SECONDS),
      p50: round(percentile(50)),
      p95: round(percentile(95)),
      errors,
      cpuMsPerRead: round(((cpu1 - cpu0) * 1000) / requests, 2),
      databaseCpuMsPerRead: round((databaseCpuSeconds(db0, db1) * 1000) / requests, 2),
      // Less the statistics query of this script in between.
      transactionsPerRead: round((tx1 - tx0 - 1) / requests, 2),
      load: os.loadavg().map((l) => round(l)),
    };
    results.push(row);
    log(JSON.stringify(row));
  }
  console.log(JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, results }));
} finally {
  await pool.end();
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
}
