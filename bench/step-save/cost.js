// `node bench/step-save/cost.js [--saves N] [--concurrency C] [--applicants A] [--standalone] [--statements]` (after `npm run build:server`)
// What one step save costs the API, independent of how busy the machine is: the API service alone
// (dist/api/src/main.js, no projections) on a fresh database of DATABASE_URL's server, A applicants each saving their
// personal details (a new phone each time, so each save records an event), C at a time, no two of one applicant at
// once. With --standalone, the whole app of `npm start` (API, projections process, worker) instead of the API alone.
// Reports the API process's CPU per save (/proc, its child processes included: with --standalone also the projections child alone),
// the database's CPU per save (its backends for that database, /proc) and its transactions per save (pg_stat_database:
// every statement outside a transaction block is one, so this counts round trips too). --statements also lists the
// statements per save, from pg_stat_statements (the server must load it: shared_preload_libraries).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadExamBank } from '../../dist/libs/catalogs/src/index.js';
import { freePort } from '../../dist/libs/platform/src/database/embedded-postgres.js';
import { unseal } from '../../dist/libs/platform/src/crypto/sealed-box.js';
import { address, backendCpuSeconds, call, cedula, cpuSecondsOf, databaseCpuSeconds, log, SERVER_NODE_FLAGS, treeCpuSeconds } from '../support.js';

const { values: args } = parseArgs({ options: { saves: { type: 'string' }, concurrency: { type: 'string' }, applicants: { type: 'string' }, standalone: { type: 'boolean' }, statements: { type: 'boolean' } } });
const SAVES = Number(args.saves ?? 2000);
const CONCURRENCY = Number(args.concurrency ?? 10);
const APPLICANTS = Number(args.applicants ?? 40);
const API = '/backend/api';
const JWT_SECRET = `cost-${randomBytes(24).toString('hex')}`;
const DATA_KEY = `cost-${randomBytes(24).toString('hex')}`;
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `step_save_cost_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(server), { pathname: `/${database}` }).toString();

let phones = 0;
const personalDetails = () => ({ date_of_birth: '2005-03-14', country_of_birth: 'Ecuador', province_of_birth: 'Guayas', city_of_birth: 'Guayaquil', gender: 'female', marital_status: 'soltero', phone_number: `09${String(++phones).padStart(8, '0')}`, blood_type: 'O+' });

const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const port = await freePort();
const app = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(process.env.COST_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.COST_PROFILE_DIR}`] : []), args.standalone ? 'dist/standalone/src/main.js' : 'dist/api/src/main.js'], {
  env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: '', JWT_SECRET, DATA_KEY, PORT: String(port), HOST: '127.0.0.1', VAR_DIR: `var/step-save-cost/${database}`, APPLICATION_DEADLINE: new Date(Date.now() + 30 * 86400_000).toISOString(), TRUST_PROXY: '1', REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000', REGISTRATIONS_PER_HOUR: '1000000', QUEUE_NAMESPACE: database, DEMO_DATA: 'false' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  app.stdout.on('data', (chunk) => /API listening|Postula está listo/.test(chunk.toString()) && resolve());
  app.on('exit', (code) => reject(new Error(`api exited with ${code}`)));
});
const url = `http://127.0.0.1:${port}`;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const bank = loadExamBank();

try {
  log(`Preparing ${APPLICANTS} applicants…`);
  const tokens = [];
  for (let n = 0; n < APPLICANTS; n++) {
    const email = `cost-${n}-${randomBytes(3).toString('hex')}@example.com`;
    const registered = await call(url, 'POST', `${API}/auth/applicant/register`, { headers: { 'x-forwarded-for': address() }, body: { first_name: 'Ana', middle_name: 'María', last_name: 'Pérez', second_last_name: 'Loor', email, identification: cedula(), identification_type: 'cedula' } });
    if (registered.status !== 201) throw new Error(`register ${registered.status} ${JSON.stringify(registered.body)}`);
    const { rows } = await pool.query("SELECT data FROM events.events WHERE stream_name = $1 AND type = 'ApplicantRegistered'", [`applicant-${registered.body.applicant_id}`]);
    const password = unseal(String(rows[0].data.sealedTemporaryPassword), JWT_SECRET);
    const login = await call(url, 'POST', `${API}/auth/applicant/login`, { headers: { 'x-forwarded-for': address() }, body: { email, password } });
    const headers = { authorization: `Bearer ${login.body.token}` };
    const exam = await call(url, 'POST', `${API}/diagnostic/submit`, { headers, body: { answers: bank.map((q) => ({ question_id: q.id, selected_option: 'a' })) } });
    if (exam.status >= 300) throw new Error(`exam ${exam.status}`);
    const saved = await call(url, 'POST', `${API}/application/personal-details`, { headers, body: personalDetails() });
    if (saved.status >= 300) throw new Error(`personal-details ${saved.status} ${JSON.stringify(saved.body)}`);
    tokens.push(headers);
  }
  /** C workers, each with its own applicants, so no two saves of one application overlap. */
  const run = async (saves) => {
    const statuses = {};
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, w) => {
        for (let i = 0; next < saves; i++) {
          next++;
          const headers = tokens[(w + i * CONCURRENCY) % tokens.length];
          const res = await call(url, 'PUT', `${API}/application/personal-details`, { headers, body: personalDetails() });
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }),
    );
    return statuses;
  };
  await run(Math.min(500, SAVES));
  const transactions = async () => Number((await admin.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [database])).rows[0].n);
  // The statistics are sent at the end of each transaction, with a short delay.
  await new Promise((r) => setTimeout(r, 1500));
  if (args.statements) await admin.query('SELECT pg_stat_statements_reset()');
  const [cpu0, own0, db0, tx0, t0] = [treeCpuSeconds(app.pid), cpuSecondsOf(app.pid), await backendCpuSeconds(admin, database), await transactions(), performance.now()];
  const statuses = await run(SAVES);
  const [cpu1, own1, db1, seconds] = [treeCpuSeconds(app.pid), cpuSecondsOf(app.pid), await backendCpuSeconds(admin, database), (performance.now() - t0) / 1000];
  await new Promise((r) => setTimeout(r, 1500));
  const tx1 = await transactions();
  const result = {
    saves: SAVES,
    concurrency: CONCURRENCY,
    statuses,
    cpuMsPerSave: Math.round(((cpu1 - cpu0) * 1000 * 100) / SAVES) / 100,
    // With --standalone: the part of cpuMsPerSave spent in the projections child process.
    ...(args.standalone ? { childCpuMsPerSave: Math.round(((cpu1 - cpu0 - (own1 - own0)) * 1000 * 100) / SAVES) / 100 } : {}),
    databaseCpuMsPerSave: Math.round((databaseCpuSeconds(db0, db1) * 1000 * 100) / SAVES) / 100,
    // Less the one statistics query this script made in between.
    transactionsPerSave: Math.round(((tx1 - tx0 - 1) * 100) / SAVES) / 100,
    savesPerSecond: Math.round((SAVES / seconds) * 10) / 10,
    load: (await import('node:os')).loadavg().map((l) => Math.round(l * 10) / 10),
  };
  console.log(JSON.stringify(result));
  if (args.statements) {
    // Which statements a save costs, by calls and database time per save (needs pg_stat_statements on the server).
    const { rows } = await admin.query(
      `SELECT round(calls::numeric / $2, 2) AS calls, round((total_exec_time * 1000 / $2)::numeric) AS exec_us, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
       FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1 ORDER BY total_exec_time DESC LIMIT 30`,
      [database, SAVES],
    );
    console.table(rows);
  }
} finally {
  await pool.end();
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
