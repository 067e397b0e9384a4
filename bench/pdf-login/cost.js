// `node bench/pdf-login/cost.js [--only login|pdf] [--standalone] [--logins N] [--sheets N] [--applicants A]` (after `npm run build:server`)
// What an applicant login and a staff PDF sheet cost the API, as bench/step-save/cost.js does for a save: the API service
// alone (dist/api/src/main.js) on a fresh database of DATABASE_URL's server, seeded by the demo seed (A applicants,
// through the commands, read models projected). Logins: 10 at a time, over 40 registered applicants in turn (the
// bench's login scenario); sheets: 4 at a time, of the seeded application with the most documents, after the process's
// first sheet (timed alone) and 20 more (their p95 is `warmupP95`: what a short run right after start sees). Reports, per
// operation, the API process's CPU (/proc), the database's transactions (pg_stat_database: every statement outside a
// transaction block is one), the rate and p50/p95 latency, and the machine's load average.
// --standalone runs what `npm start` and the bench run instead (dist/standalone/src/main.js: API, worker and process
// managers, projections in a child process): the CPU is then that of the process and its children.
// COST_PROFILE_DIR=dir writes the API's CPU profile there.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../../dist/libs/platform/src/database/embedded-postgres.js';
import { unseal } from '../../dist/libs/platform/src/crypto/sealed-box.js';
import { address, call, cedula, cpuSecondsOf, log, percentile, round, SERVER_NODE_FLAGS, treeCpuSeconds } from '../support.js';

const { values: args } = parseArgs({ options: { only: { type: 'string' }, standalone: { type: 'boolean', default: false }, logins: { type: 'string' }, sheets: { type: 'string' }, applicants: { type: 'string' } } });
const LOGINS = Number(args.logins ?? 600);
const SHEETS = Number(args.sheets ?? 200);
const APPLICANTS = Number(args.applicants ?? 12);
const API = '/backend/api';
const JWT_SECRET = `cost-${randomBytes(24).toString('hex')}`;
const DATA_KEY = `cost-${randomBytes(24).toString('hex')}`;
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `pdf_login_cost_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(server), { pathname: `/${database}` }).toString();
const varDir = `var/pdf-login-cost/${database}`;

const rssMb = (pid) => round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

const env = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: '', JWT_SECRET, DATA_KEY, VAR_DIR: varDir, DEMO_DATA: 'false', APPLICATION_DEADLINE: new Date(Date.now() + 30 * 86400_000).toISOString(), TRUST_PROXY: '1', REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000', REGISTRATIONS_PER_HOUR: '1000000', QUEUE_NAMESPACE: database };
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
let app;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
try {
  log(`Seeding ${APPLICANTS} applicants…`);
  await new Promise((resolve, reject) => {
    const seed = spawn(process.execPath, ['dist/standalone/src/seed.js', '--applicants', String(APPLICANTS)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
  const port = await freePort();
  app = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(process.env.COST_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.COST_PROFILE_DIR}`] : []), args.standalone ? 'dist/standalone/src/main.js' : 'dist/api/src/main.js'], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    app.stdout.on('data', (chunk) => /API listening|Postula está listo/.test(chunk.toString()) && resolve());
    app.on('exit', (code) => reject(new Error(`api exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  /** CPU seconds of the database's server processes serving this database (the pool's connections come and go). */
  const backends = async () => (await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database])).rows.map((r) => r.pid);
  const databaseCpu = async (seen) => {
    for (const pid of await backends()) seen.set(pid, cpuSecondsOf(pid));
    return [...seen.values()].reduce((a, b) => a + b, 0);
  };
  const transactions = async () => Number((await admin.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [database])).rows[0].n);
  /** `count` requests, `concurrency` at a time after `warmup` untimed ones: CPU and transactions per request. */
  const measure = async (count, concurrency, warmup, request) => {
    const run = async (n) => {
      const times = [];
      const statuses = {};
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < n) {
            const i = next++;
            const t = performance.now();
            const res = await request(i);
            times.push(performance.now() - t);
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          }
        }),
      );
      return { times: times.sort((a, b) => a - b), statuses };
    };
    const first = await run(warmup);
    // The statistics are sent at the end of each transaction, a little later. The API's own background transactions
    // (and this script's statistics queries) are counted over an idle interval and left out.
    await new Promise((r) => setTimeout(r, 1500));
    const idle0 = await transactions();
    await new Promise((r) => setTimeout(r, 3000));
    const idlePerMs = ((await transactions()) - idle0) / 3000;
    const before = new Map();
    const [cpu0, db0, tx0, t0] = [treeCpuSeconds(app.pid), await databaseCpu(before), await transactions(), performance.now()];
    const after = new Map(before); // a connection ended meanwhile counts as it was
    const { times, statuses } = await run(count);
    const [cpu1, db1, seconds] = [treeCpuSeconds(app.pid), await databaseCpu(after), (performance.now() - t0) / 1000];
    await new Promise((r) => setTimeout(r, 1500));
    const tx1 = await transactions();
    return {
      count,
      concurrency,
      statuses,
      warmupP95: round(percentile(first.times, 95)),
      cpuMsEach: round(((cpu1 - cpu0) * 1000) / count, 2),
      databaseCpuMsEach: round(((db1 - db0) * 1000) / count, 2),
      transactionsEach: round((tx1 - tx0 - idlePerMs * (seconds * 1000 + 1500)) / count, 2),
      perSecond: round(count / seconds),
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      load: os.loadavg().map((l) => round(l)),
    };
  };
  const result = {};

  if (args.only !== 'pdf') {
    log('Registering login accounts…');
    const accounts = [];
    for (let n = 0; n < 40; n++) {
      const email = `cost-${n}-${randomBytes(3).toString('hex')}@example.com`;
      const registered = await call(url, 'POST', `${API}/auth/applicant/register`, { headers: { 'x-forwarded-for': address() }, body: { first_name: 'Ana', middle_name: 'María', last_name: 'Pérez', second_last_name: 'Loor', email, identification: cedula(), identification_type: 'cedula' } });
      if (registered.status !== 201) throw new Error(`register ${registered.status} ${JSON.stringify(registered.body)}`);
      const { rows } = await pool.query("SELECT data FROM events.events WHERE stream_name = $1 AND type = 'ApplicantRegistered'", [`applicant-${registered.body.applicant_id}`]);
      accounts.push({ email, password: unseal(String(rows[0].data.sealedTemporaryPassword), JWT_SECRET) });
    }
    log(`Logins: ${LOGINS}, 10 at a time…`);
    result.login = await measure(LOGINS, 10, 100, (i) => call(url, 'POST', `${API}/auth/applicant/login`, { headers: { 'x-forwarded-for': address() }, body: accounts[i % accounts.length] }));
  }

  if (args.only !== 'login') {
    const demoAdmin = { email: 'admin@example.com', password: readFileSync(join(varDir, 'demo-password'), 'utf8').trim() };
    const staffLogin = await call(url, 'POST', `${API}/auth/user/login`, { headers: { 'x-forwarded-for': address() }, body: demoAdmin });
    if (staffLogin.status !== 200) throw new Error(`staff login ${staffLogin.status}`);
    const headers = { authorization: `Bearer ${staffLogin.body.token}` };
    const { rows } = await pool.query('SELECT application_id AS id, count(*) FROM read.application_documents GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1');
    log(`PDF sheets: the first of the process, 20 to warm up, then ${SHEETS}, 4 at a time…`);
    const sheet = () => call(url, 'GET', `${API}/applications/pdf?id=${rows[0].id}`, { headers });
    const firstStarted = performance.now();
    await sheet();
    const firstSheetMs = round(performance.now() - firstStarted);
    result.pdf = { firstSheetMs, ...(await measure(SHEETS, 4, 20, sheet)) };
    const sample = await call(url, 'GET', `${API}/applications/pdf?id=${rows[0].id}`, { headers });
    result.pdf.bytes = sample.body.length;
  }
  result.apiPeakRssMb = rssMb(app.pid);
  console.log(JSON.stringify(result));
} finally {
  await pool.end();
  if (app?.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
