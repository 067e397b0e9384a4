// `npm run bench [-- --quick] [--only step-save] [--applicants N] [--applications N] [--accounts N] [--connections N] [--seconds S] [--rate R] [--open-seconds S]
//   [--journeys N] [--journey-concurrency N] [--mail N] [--reminders N]`
// The deadline rush: the app (npm start's all-in-one process) on an embedded PostgreSQL (or DATABASE_URL),
// data loaded through the real commands (the seed script), each scenario next to a bare baseline measured in the same
// run (bench/baseline-server.js). Prints one table and writes bench/results/latest.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadExamBank } from '../dist/libs/catalogs/src/index.js';
import { freePort, startEmbeddedPostgres } from '../dist/libs/platform/src/database/embedded-postgres.js';
import { unseal } from '../dist/libs/platform/src/crypto/sealed-box.js';
import { PostgresEventStore } from '../dist/libs/platform/src/event-store/postgres-event-store.js';
import { createQueueKit } from '../dist/libs/platform/src/queue/queue-kit.js';
import { QueueName } from '../dist/libs/platform/src/queue/queue-name.js';
import { emailNotificationsProcessManager } from '../dist/worker/src/emails/email-notifications.process-manager.js';
import { journeyEmail, runJourneys } from './scenarios/journey.js';
import { mailBurst, reminderEvent, startMailCounter } from './scenarios/mail.js';
import { measureAwardDecisions } from './scenarios/award-decisions.js';
import { anApplicationToRead, measureStaffReads } from './scenarios/staff-reads.js';
import { address, call, cedula, cpuSecondsOf, log, percentile, round, SERVER_NODE_FLAGS, sleep } from './support.js';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    applicants: { type: 'string' },
    applications: { type: 'string' },
    accounts: { type: 'string' },
    connections: { type: 'string' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    rate: { type: 'string' },
    'open-seconds': { type: 'string' },
    journeys: { type: 'string' },
    'journey-concurrency': { type: 'string' },
    mail: { type: 'string' },
    reminders: { type: 'string' },
    'skip-eventstore': { type: 'boolean', default: false },
    /** `step-save`: only the step save's closed model and its write baseline (after the seed), then stop. */
    only: { type: 'string' },
    /** Writes the app's CPU profile (node --cpu-prof) to bench/results/profiles/ when it stops. */
    profile: { type: 'boolean', default: false },
  },
});
if (args.only !== undefined && args.only !== 'step-save') throw new Error(`--only ${args.only}: the only scenario that runs alone is step-save`);
const q = args.quick;
const size = {
  /** Seeded applications (through the real commands) the staff reads and the rebuild run over. */
  applicants: Number(args.applicants ?? (q ? 200 : 2000)),
  /** Applications in the store for the staff reads, the export and the rebuild: the seeded ones copied up to this. */
  applications: Number(args.applications ?? (q ? 0 : 50_000)),
  connections: Number(args.connections ?? (q ? 20 : 100)),
  /** Seconds each closed model runs in all; the step save's are split into `rounds` that alternate with its baseline. */
  seconds: Number(args.seconds ?? (q ? 5 : 15)),
  rounds: Number(args.rounds ?? (q ? 1 : 3)),
  rate: Number(args.rate ?? (q ? 100 : 500)),
  openSeconds: Number(args['open-seconds'] ?? (q ? 10 : 60)),
  /** Complete applicant journeys (scenario 1) and how many run at once. */
  journeys: Number(args.journeys ?? (q ? 20 : 2000)),
  journeyConcurrency: Number(args['journey-concurrency'] ?? (q ? 5 : 20)),
  /** application_submitted e-mails in the mail burst (scenario 9). */
  mail: Number(args.mail ?? (q ? 500 : 5000)),
  /** deadline_reminder e-mails due at one moment (scenario 9b). */
  reminders: Number(args.reminders ?? (q ? 500 : 5000)),
};
/**
 * Benchmark applicants who save steps (one per connection; the open model takes them in turn) and log in. By default
 * enough that in the open model each one saves once every two seconds: in the rush, one applicant's saves do not
 * overlap. With 200 applicants at 500/s (2.5 saves a second each) the saves of one application queued behind each
 * other and the bench measured that queue instead of the app.
 */
size.accounts = Number(args.accounts ?? Math.max(size.connections, size.rate * 2));
const JWT_SECRET = `bench-${randomBytes(24).toString('hex')}`;
const VAR_DIR = 'var/bench';
const API = '/backend/api';

// ---------------------------------------------------------------- processes
// A scenario that throws ends the bench: its app and baseline must not outlive it on a shared machine.
const running = new Set();
process.on('exit', () => running.forEach((child) => child.kill('SIGTERM')));
/**
 * Runs a Node script to its end and resolves with its output, without blocking this process: the embedded PostgreSQL
 * this process started writes its log to a pipe that only this event loop reads, and a blocked loop stalls the server
 * once that pipe is full (a synchronous run of the seed hung every append that way).
 */
function runNode(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${args[0]} exited with ${code}`))));
  });
}

function startChild(name, script, env, ready) {
  const child = spawn(process.execPath, script, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  const onData = (chunk) => (output = (output + chunk.toString()).slice(-20000));
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    exited,
    output: () => output,
    ready: (async () => {
      for (let i = 0; i < 1200; i++) {
        if (output.includes(ready)) return;
        if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
        await sleep(100);
      }
      throw new Error(`${name} did not start:\n${output}`);
    })(),
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resident memory of a process from /proc: now and its peak (VmHWM). */
/** The highest peak of the phases ended by restartPeak: with the last phase's, the process's overall peak. */
let endedPeakMb = 0;
/**
 * Starts a new peak (VmHWM) for the process (Linux's clear_refs, own processes only) and returns the one it ends, so a
 * scenario's peak is its own, not an earlier phase's (the preparation's argon2id hashes hold 19 MiB each).
 */
function restartPeak(pid) {
  const { peakMb } = memoryOf(pid);
  endedPeakMb = Math.max(endedPeakMb, peakMb);
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the next peak still counts from the process's start.
  }
  return peakMb;
}

function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: NaN, peakMb: NaN };
  }
}

// ---------------------------------------------------------------- HTTP

/** Closed model: `connections` clients each sending the next request when the last answered; p95 from every response. */
/** `amount`: this many requests instead of `seconds` of them (a scenario whose requests each use up one item). */
async function closedModel({ url, method = 'GET', body, makeBody, connections, seconds, amount, perClient }) {
  const times = [];
  const statuses = {};
  let client = 0;
  const instance = autocannon({
    url,
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    setupClient: (c) => perClient?.(c, client++),
    // A fresh body per request where the scenario needs one (a save of unchanged data records nothing).
    ...(makeBody ? { requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(makeBody()) }) }] } : {}),
  });
  instance.on('response', (_c, status, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  return summary([{ times, statuses, failures: result.errors + result.timeouts, seconds: amount ? result.duration : seconds }]);
}

/** One result over several closed-model measurements of the same scenario: their answers pooled. */
function summary(parts) {
  const times = parts.flatMap((part) => part.times).sort((a, b) => a - b);
  const statuses = {};
  for (const part of parts) for (const [status, count] of Object.entries(part.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  const seconds = parts.reduce((n, part) => n + part.seconds, 0);
  const failures = parts.reduce((n, part) => n + part.failures, 0);
  const errors = failures + Object.entries(statuses).filter(([s]) => Number(s) >= 400).reduce((n, [, c]) => n + c, 0);
  return { rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), errors, statuses, parts };
}

/**
 * The box's speed drifts within a minute (the same save measured twice in a row differed by 14 %): the app and its
 * baseline alternate in `rounds`, each measured `seconds` in all, so a slow stretch falls on both. Each round's ratio
 * is kept to show the spread.
 */
async function pairedRounds({ rounds, seconds, baseline, app }) {
  const baselines = [];
  const apps = [];
  for (let i = 0; i < rounds; i++) {
    baselines.push(await baseline(seconds / rounds));
    apps.push(await app(seconds / rounds));
  }
  return {
    baseline: summary(baselines.flatMap((result) => result.parts)),
    app: summary(apps.flatMap((result) => result.parts)),
    roundRatios: apps.map((result, i) => round(result.rps / baselines[i].rps, 3)),
  };
}

/** Open model: requests evenly spaced at `rate` per second whatever the answers; latency counted from the planned start. */
async function openModel({ rate, seconds, request, onAnswer }) {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const times = [];
  const statuses = {};
  let errors = 0;
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const planned = started + i * interval;
    const wait = planned - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(
      request(i).then(
        (res) => {
          times.push(performance.now() - planned);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status >= 400 && res.status !== 409) errors++;
          onAnswer?.(res);
        },
        () => errors++,
      ),
    );
  }
  await Promise.all(pending);
  times.sort((a, b) => a - b);
  return { rps: times.length / ((performance.now() - started) / 1000), p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), errors, statuses };
}

// ---------------------------------------------------------------- data
const bank = loadExamBank();
const personalDetails = (phone) => ({
  date_of_birth: '2005-03-14',
  country_of_birth: 'Ecuador',
  province_of_birth: 'Guayas',
  city_of_birth: 'Guayaquil',
  gender: 'female',
  marital_status: 'soltero',
  phone_number: phone,
  blood_type: 'O+',
});

const FIRST = ['Ana', 'Luis', 'Carla', 'Jorge', 'Elena', 'Pablo', 'Rosa', 'Diego', 'Lucía', 'Mateo', 'Sofía', 'Andrés', 'Paula', 'Tomás', 'Inés', 'Raúl', 'Marta', 'Iván', 'Nora', 'Hugo'];
const LAST = ['Pérez', 'Loor', 'Andrade', 'Vera', 'Mora', 'Cedeño', 'Zambrano', 'Macías', 'Bravo', 'Castro', 'Vélez', 'Reyes', 'Ortiz', 'Silva', 'Ríos', 'Paz', 'León', 'Cruz', 'Gil', 'Sáenz'];

/** Registers, logs in, takes the exam and saves personal details: an applicant ready to save steps. */
async function benchApplicant(app, pool, n) {
  const email = `bench-${n}-${randomBytes(3).toString('hex')}@example.com`;
  const registered = await call(app, 'POST', `${API}/auth/applicant/register`, {
    headers: { 'x-forwarded-for': address() },
    // Distinct names: the staff list flags same name + birth date as possible duplicates, which real data rarely has.
    body: { first_name: FIRST[n % FIRST.length], middle_name: 'María', last_name: LAST[Math.floor(n / FIRST.length) % LAST.length], second_last_name: LAST[n % LAST.length], email, identification: cedula(), identification_type: 'cedula' },
  });
  if (registered.status !== 201) throw new Error(`register ${registered.status} ${JSON.stringify(registered.body)}`);
  const id = registered.body.applicant_id;
  const { rows } = await pool.query("SELECT data FROM events.events WHERE stream_name = $1 AND type = 'ApplicantRegistered'", [`applicant-${id}`]);
  const password = unseal(String(rows[0].data.sealedTemporaryPassword), JWT_SECRET);
  const signedIn = await call(app, 'POST', `${API}/auth/applicant/login`, { headers: { 'x-forwarded-for': address() }, body: { email, password } });
  if (signedIn.status !== 200) throw new Error(`login ${signedIn.status}`);
  const auth = { authorization: `Bearer ${signedIn.body.token}` };
  const exam = await call(app, 'POST', `${API}/diagnostic/submit`, { headers: auth, body: { answers: bank.map((question) => ({ question_id: question.id, selected_option: 'a' })) } });
  if (exam.status >= 300) throw new Error(`exam ${exam.status} ${JSON.stringify(exam.body)}`);
  const phone = `09${String(n).padStart(8, '0')}`;
  const saved = await call(app, 'POST', `${API}/application/personal-details`, { headers: auth, body: personalDetails(phone) });
  if (saved.status >= 300) throw new Error(`personal-details ${saved.status} ${JSON.stringify(saved.body)}`);
  return { id, email, password, token: signedIn.body.token, phone };
}

async function inBatches(count, concurrency, make) {
  const out = [];
  for (let i = 0; i < count; i += concurrency) out.push(...(await Promise.all(Array.from({ length: Math.min(concurrency, count - i) }, (_, j) => make(i + j)))));
  return out;
}

// ---------------------------------------------------------------- projection lag
const parsePosition = (p) => p.split(/[-/]/).map(BigInt);
const atOrAfter = (a, b) => a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1]);

/** Watches the application-details checkpoint: for each acknowledged write, when its event reached the read model. */
async function lagWatcher(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const pending = [];
  const lags = [];
  const backlog = [];
  // The checkpoint may pass a save's position before the bench reads that save's response: such a save is visible at once.
  let reachedSoFar = [0n, 0n];
  client.on('notification', (message) => {
    const { name, position } = JSON.parse(message.payload);
    if (name !== 'application-details') return;
    const reached = parsePosition(position);
    if (atOrAfter(reached, reachedSoFar)) reachedSoFar = reached;
    const now = performance.now();
    for (let i = pending.length - 1; i >= 0; i--) {
      if (atOrAfter(reached, pending[i].position)) {
        lags.push(now - pending[i].sent);
        pending.splice(i, 1);
      }
    }
  });
  await client.query('LISTEN projection_checkpoint');
  const sampler = setInterval(() => backlog.push({ atMs: Math.round(performance.now()), pending: pending.length }), 500);
  return {
    track: (position, sent) => {
      const entry = { position: parsePosition(position), sent };
      if (atOrAfter(reachedSoFar, entry.position)) lags.push(performance.now() - sent);
      else pending.push(entry);
    },
    pending: () => pending.length,
    /** After the load: how long until nothing is pending (null if not within `limitMs`). */
    drain: async (limitMs) => {
      const from = performance.now();
      while (pending.length && performance.now() - from < limitMs) await sleep(20);
      return pending.length ? null : performance.now() - from;
    },
    result: () => {
      const sorted = [...lags].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), samples: sorted.length, backlog };
    },
    close: async () => {
      clearInterval(sampler);
      await client.end();
    },
  };
}

// ---------------------------------------------------------------- run
const rows = [];
const row = (scenario, result, baseline, extra = {}) => {
  const entry = {
    scenario,
    rps: round(result.rps),
    p50: round(result.p50),
    p95: round(result.p95),
    p99: round(result.p99),
    errors: result.errors ?? 0,
    ratio: baseline ? round(result.rps / baseline.rps, 3) : null,
    ...extra,
  };
  rows.push(entry);
  log(`  ${scenario}: ${entry.rps} req/s, p95 ${entry.p95} ms${entry.ratio !== null ? `, ${Math.round(entry.ratio * 100)} % of baseline` : ''}${entry.errors ? `, ${entry.errors} errors` : ''}`);
  return entry;
};

function printTable(what) {
  const cell = (v) => (v === null || v === undefined ? '—' : v);
  console.log(`\nDeadline rush benchmark — ${os.cpus().length} × ${os.cpus()[0]?.model}, ${round(os.totalmem() / 1024 ** 3)} GB, Node ${process.version}; ${what}, ${size.connections} connections, ${size.seconds} s per closed run`);
  console.log('| scenario | req/s | p50 ms | p95 ms | p99 ms | errors | ratio to baseline |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.scenario} | ${cell(r.rps)} | ${cell(r.p50)} | ${cell(r.p95)} | ${cell(r.p99)} | ${cell(r.errors)} | ${r.ratio === null || r.ratio === undefined ? '—' : `${Math.round(r.ratio * 1000) / 10} %`} |`);
}

const started = Date.now();
rmSync(VAR_DIR, { recursive: true, force: true });
mkdirSync(VAR_DIR, { recursive: true });
let embedded;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  log('Embedded PostgreSQL under var/bench…');
  embedded = await startEmbeddedPostgres({ dataDir: join(VAR_DIR, 'postgres') });
  databaseUrl = embedded.url;
}
// The registration throttle (1,000 an hour by default) is lifted: the bench registers its applicants as fast as it can.
const env = {
  DATABASE_URL: databaseUrl,
  JWT_SECRET,
  DATA_KEY: `bench-${randomBytes(24).toString('hex')}`,
  VAR_DIR,
  DEMO_DATA: 'false',
  TRUST_PROXY: '1',
  REGISTRATIONS_PER_HOUR: '1000000',
  APPLICATION_DEADLINE: new Date(Date.now() + 30 * 86400_000).toISOString(),
};

log(`Seeding ${size.applicants} applicants through the commands (seed script)…`);
const seedStarted = Date.now();
await runNode(['dist/standalone/src/seed.js', '--applicants', String(size.applicants)], { ...process.env, ...env });
const seedSeconds = (Date.now() - seedStarted) / 1000;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
pool.on('error', () => undefined);
const [{ events }] = (await pool.query('SELECT count(*)::int AS events FROM events.events')).rows;
log(`  ${events} events in ${seedSeconds.toFixed(0)} s`);
// Up to --applications: the seeded applicants' streams copied with fresh identities (bench/seed/multiply.js), then
// every read model rebuilt from the store, as an operator's rebuild would.
let multiplied = null;
if (size.applications > size.applicants) {
  log(`Copying the seeded applicants up to ${size.applications} applications…`);
  multiplied = JSON.parse(await runNode(['bench/seed/multiply.js', '--applications', String(size.applications)], { ...process.env, ...env }));
  log(`  ${multiplied.copies} copies (${multiplied.events} events in the store) in ${multiplied.seconds} s; projecting them…`);
  const projectStarted = Date.now();
  await runNode(['dist/projections/src/rebuild.js'], { ...process.env, ...env });
  multiplied.projectionSeconds = (Date.now() - projectStarted) / 1000;
  log(`  read models rebuilt in ${multiplied.projectionSeconds.toFixed(0)} s`);
}

// Every e-mail the app sends goes to a real local SMTP peer (scenario 9 counts them).
const mailPeer = await startMailCounter();
const appPort = await freePort();
const app = startChild('app', [...SERVER_NODE_FLAGS, ...(args.profile ? ['--cpu-prof', '--cpu-prof-dir=bench/results/profiles'] : []), 'dist/standalone/src/main.js'], { ...env, PORT: String(appPort), REDIS_URL: process.env.REDIS_URL ?? '', SMTP_URL: mailPeer.url }, 'Postula está listo');
const basePort = await freePort();
const baseline = startChild('baseline', [...SERVER_NODE_FLAGS, 'bench/baseline-server.js'], { DATABASE_URL: databaseUrl, PORT: String(basePort) }, 'baseline ready');
await Promise.all([app.ready, baseline.ready]);
const appUrl = `http://127.0.0.1:${appPort}`;
const baseUrl = `http://127.0.0.1:${basePort}`;
const memory = { idleMb: round(memoryOf(app.child.pid).rssMb), baselineIdleMb: round(memoryOf(baseline.child.pid).rssMb) };

log(`Preparing ${size.accounts} benchmark applicants…`);
const accounts = await inBatches(size.accounts, 4, (n) => benchApplicant(appUrl, pool, n));
// The seed creates the demo staff (var/bench/demo-password); the superadmin reads everything.
const demoAdmin = { email: 'admin@example.com', password: readFileSync(join(VAR_DIR, 'demo-password'), 'utf8').trim() };
const staffLogin = await call(appUrl, 'POST', `${API}/auth/user/login`, { headers: { 'x-forwarded-for': address() }, body: demoAdmin });
if (staffLogin.status !== 200) throw new Error(`staff login ${staffLogin.status}`);
const staff = { authorization: `Bearer ${staffLogin.body.token}`, 'content-type': 'application/json' };
const anApplication = (await anApplicationToRead(pool)) ?? accounts[0].id;

// 2. Step save, closed model, distinct applicants; and its write baseline.
log('Step save, closed model…');
let saves = 0;
const saveBody = () => personalDetails(`09${String(++saves).padStart(8, '0')}`);
memory.preparationPeakMb = round(restartPeak(app.child.pid));
const cpuBefore = cpuSecondsOf(app.child.pid);
const stepSave = await pairedRounds({
  rounds: size.rounds,
  seconds: size.seconds,
  baseline: (seconds) => closedModel({ url: `${baseUrl}/write/${accounts[0].id}`, method: 'PUT', makeBody: saveBody, connections: size.connections, seconds }),
  app: (seconds) =>
    closedModel({
      url: `${appUrl}${API}/application/personal-details`,
      method: 'PUT',
      makeBody: saveBody,
      connections: size.connections,
      seconds,
      perClient: (client, i) => client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${accounts[i % accounts.length].token}` }),
    }),
});
const writeBaseline = stepSave.baseline;
const closed = stepSave.app;
// The app idles while the baseline runs: its CPU over the rounds is the saves'.
const cpuPerSaveMs = ((cpuSecondsOf(app.child.pid) - cpuBefore) * 1000) / (closed.rps * size.seconds);
memory.stepSavePeakMb = round(memoryOf(app.child.pid).peakMb);
row('baseline: INSERT of the JSON (bare Fastify + pg)', writeBaseline);
row('step save, closed model (PUT personal-details)', closed, writeBaseline, { cpuMsPerRequest: round(cpuPerSaveMs, 2), statuses: closed.statuses, roundRatios: stepSave.roundRatios });
log(`  each round's ratio: ${stepSave.roundRatios.map((ratio) => `${Math.round(ratio * 1000) / 10} %`).join(', ')}`);
if (args.only === 'step-save') {
  await Promise.all([app.stop(), baseline.stop(), mailPeer.close()]);
  await pool.end();
  await embedded?.stop();
  printTable(`step save only; load average ${os.loadavg().map((l) => round(l, 2)).join(', ')}`);
  process.exit(0);
}

// 3 + 4. Step save, open model at `rate`/s, with the projection lag of every save.
log(`Step save, open model at ${size.rate}/s for ${size.openSeconds} s, with projection lag…`);
const lag = await lagWatcher(databaseUrl);
const open = await openModel({
  rate: size.rate,
  seconds: size.openSeconds,
  request: (i) => {
    const account = accounts[i % accounts.length];
    const sent = performance.now();
    return call(appUrl, 'PUT', `${API}/application/personal-details`, { headers: { authorization: `Bearer ${account.token}` }, body: saveBody() }).then((res) => {
      const position = res.headers['x-consistency-token'];
      if (res.status === 200 && typeof position === 'string') lag.track(position, sent);
      return res;
    });
  },
});
const drainMs = await lag.drain(60_000);
const lagResult = lag.result();
await lag.close();
row(`step save, open model ${size.rate}/s`, open, writeBaseline, { planned: size.rate, statuses: open.statuses });
rows.push({ scenario: 'projection lag (save → application details)', p50: round(lagResult.p50), p95: round(lagResult.p95), p99: round(lagResult.p99), drainMs: drainMs === null ? null : Math.round(drainMs), samples: lagResult.samples });
log(`  projection lag p95 ${round(lagResult.p95)} ms, backlog gone ${drainMs === null ? 'not within 60 s' : `${Math.round(drainMs)} ms`} after the load`);

// 5. Staff reads against the read baseline.
log('Staff reads…');
const { rows: baselineIds } = await pool.query('SELECT id FROM bench.baseline ORDER BY id DESC LIMIT 1');
const readBaseline = await closedModel({ url: `${baseUrl}/read/${baselineIds[0].id}`, connections: 10, seconds: size.seconds });
row('baseline: SELECT by primary key', readBaseline);
for (const [name, result] of await measureStaffReads({ closedModel, appUrl, headers: staff, applicationId: anApplication, seconds: Math.max(3, size.seconds / 3) })) {
  row(name, result, readBaseline);
}

// 7b. A decision with promotion beside the plain decision, as the demo superadmin.
log('Award decisions: approval, and renunciation with promotion…');
const awards = await measureAwardDecisions({ closedModel, appUrl, headers: staff, pool, seconds: Math.max(3, size.seconds / 3) });
row('decision: approval (place and offer)', awards.plain);
row(`decision with promotion: renunciation (${awards.promoted} promoted; ${awards.available.offers} offers available)`, awards.promotion, awards.plain);

// 8. Login.
log('Login…');
const login = await closedModel({
  url: `${appUrl}${API}/auth/applicant/login`,
  method: 'POST',
  connections: 10,
  seconds: size.seconds,
  perClient: (client, i) => {
    const account = accounts[i % accounts.length];
    client.setHeaders({ 'content-type': 'application/json', 'x-forwarded-for': address() });
    client.setBody(JSON.stringify({ email: account.email, password: account.password }));
  },
});
row('login (applicant)', login, null);

// 1. Complete journeys.
log(`Journeys: ${size.journeys} applicants, ${size.journeyConcurrency} at a time…`);
const passwordOf = async (id) => {
  const { rows } = await pool.query("SELECT data FROM events.events WHERE stream_name = $1 AND type = 'ApplicantRegistered'", [`applicant-${id}`]);
  return unseal(String(rows[0].data.sealedTemporaryPassword), JWT_SECRET);
};
const journeys = await runJourneys({
  appUrl,
  call: (method, path, options) => call(appUrl, method, path, options),
  count: size.journeys,
  concurrency: size.journeyConcurrency,
  identity: (n) => ({ first_name: FIRST[n % FIRST.length], middle_name: 'José', last_name: LAST[(n * 7) % LAST.length], second_last_name: LAST[(n * 3) % LAST.length], email: journeyEmail(n), identification: cedula(), identification_type: 'cedula' }),
  passwordOf,
  address,
});
rows.push({ scenario: `journey (${journeys.completed} of ${size.journeys} complete, ${round(journeys.perMinute)} journeys/min; every request)`, rps: round(journeys.requests / (journeys.minutes * 60)), p50: round(journeys.p50), p95: round(journeys.p95), p99: round(journeys.p99), errors: journeys.errors, byKind: journeys.byKind, firstErrors: journeys.firstErrors });
for (const [kind, k] of Object.entries(journeys.byKind)) rows.push({ scenario: `  journey: ${kind}`, p50: round(k.p50), p95: round(k.p95), p99: round(k.p99), n: k.n });
log(`  ${journeys.completed} journeys, ${round(journeys.perMinute)}/min, p95 ${round(journeys.p95)} ms, ${journeys.errors} errors${journeys.firstErrors.length ? `: ${journeys.firstErrors.join(' | ')}` : ''}`);

// 7. Excel export of every application: time and the app's peak memory while it runs (its own peak).
// The process keeps the heap V8 grew during the journeys (given back only after about 30 s idle), so the RSS it began
// with is printed beside the peak: their difference is what the export itself added.
log('Excel export…');
restartPeak(app.child.pid);
const excelStartRssMb = memoryOf(app.child.pid).rssMb;
const excelStarted = performance.now();
const excel = await call(appUrl, 'GET', `${API}/applications/excel?status=submitted`, { headers: staff });
const excelMs = performance.now() - excelStarted;
const excelPeakMb = memoryOf(app.child.pid).peakMb;
rows.push({ scenario: `excel export (submitted, of ${Math.max(size.applicants, size.applications)} applications)`, p50: round(excelMs), errors: excel.status === 200 ? 0 : 1, appPeakMb: round(excelPeakMb), appRssAtStartMb: round(excelStartRssMb) });
log(`  ${round(excelMs)} ms; the app's peak RSS during it ${round(excelPeakMb)} MB (${round(excelStartRssMb)} MB when it began)`);
// 7. The PDF sheet of a submitted application at a few connections. The process's first sheets parse the fonts and
// run pdfmake's code before it is compiled (about 0.5 s of CPU for the first, 70–130 ms each for the next ten, 25–30 ms
// after): the first is timed on its own, then 20 are rendered before the run is measured, so that its p95 is the
// steady state and not the start-up of a 3-second run.
log('PDF sheet…');
const { rows: submittedIds } = await pool.query("SELECT id FROM read.applications WHERE status = 'submitted' ORDER BY id LIMIT 1");
const pdfPath = `${API}/applications/pdf?id=${submittedIds[0]?.id ?? anApplication}`;
const firstSheetStarted = performance.now();
const firstSheet = await call(appUrl, 'GET', pdfPath, { headers: staff });
rows.push({ scenario: 'PDF sheet: the first of the process', p50: round(performance.now() - firstSheetStarted), errors: firstSheet.status === 200 ? 0 : 1 });
await inBatches(20, 4, () => call(appUrl, 'GET', pdfPath, { headers: staff }));
const pdfSheet = await closedModel({ url: `${appUrl}${pdfPath}`, connections: 4, seconds: Math.max(3, size.seconds / 3), perClient: (c) => c.setHeaders(staff) });
row('PDF sheet (applications/pdf, after 21 sheets)', pdfSheet, null);

// 9. Mail: a burst of application_submitted e-mails, and a registration during it whose welcome must not wait.
log(`Mail burst: ${size.mail} application_submitted e-mails…`);
const mailPool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
mailPool.on('error', () => undefined);
const mailStore = new PostgresEventStore({ pool: mailPool });
const mailQueues = await createQueueKit({ redisUrl: process.env.REDIS_URL || undefined, databaseUrl });
const manager = emailNotificationsProcessManager({ queue: mailQueues.createQueue(QueueName.Emails), store: mailStore, retry: { attempts: 5, backoffMs: 1000 } });
/** A registration over HTTP while the burst's backlog is at its largest: how long its welcome (a credential) takes. */
const welcomeDuringBurst = (count) => async (sentSoFar) => {
  const n = size.accounts + size.journeys + 1;
  const email = `welcome-during-burst-${randomBytes(3).toString('hex')}@example.com`;
  const registeredAt = performance.now();
  const res = await call(appUrl, 'POST', `${API}/auth/applicant/register`, { headers: { 'x-forwarded-for': address() }, body: { first_name: 'Nueva', middle_name: null, last_name: LAST[n % LAST.length], second_last_name: null, email, identification: cedula(), identification_type: 'cedula' } });
  const arrived = res.status === 201 && (await mailPeer.until(() => mailPeer.arrivedAt(email), 5 * 60_000));
  return { status: res.status, welcomeMs: arrived ? mailPeer.arrivedAt(email) - registeredAt : null, backlogLeft: count + 1 - sentSoFar() };
};
const mail = await mailBurst({ manager, peer: mailPeer, count: size.mail, timeoutMs: 10 * 60_000, duringBurst: welcomeDuringBurst(size.mail) });
// 9b. Reminders: a deadline moment that finds thousands of applicants still to submit.
log(`Reminder burst: ${size.reminders} deadline_reminder e-mails…`);
const reminders = await mailBurst({ manager, peer: mailPeer, count: size.reminders, timeoutMs: 10 * 60_000, duringBurst: welcomeDuringBurst(size.reminders), eventOf: reminderEvent });
await mailQueues.close();
await mailStore.close();
await mailPool.end();
rows.push({ scenario: `mail: ${size.mail} application_submitted drained (SMTP peer)`, p50: mail.drainMs === null ? null : round(mail.drainMs), rps: mail.drainMs === null ? null : round((size.mail / mail.drainMs) * 1000), errors: mail.drainMs === null ? 1 : 0, note: 'ms to drain, e-mails/s', queuedMs: round(mail.queuedMs) });
rows.push({ scenario: 'mail: welcome of a registration during the burst (register → SMTP)', p50: mail.during.welcomeMs === null ? null : round(mail.during.welcomeMs), errors: mail.during.welcomeMs === null ? 1 : 0, backlogLeft: mail.during.backlogLeft });
log(`  drained in ${mail.drainMs === null ? 'more than the timeout' : `${round(mail.drainMs / 1000)} s`} (queued in ${round(mail.queuedMs / 1000)} s); welcome during the burst after ${mail.during.welcomeMs === null ? '—' : `${round(mail.during.welcomeMs)} ms`} with ${mail.during.backlogLeft} bulk e-mails still queued`);
rows.push({ scenario: `mail: ${size.reminders} deadline_reminder drained (SMTP peer)`, p50: reminders.drainMs === null ? null : round(reminders.drainMs), rps: reminders.drainMs === null ? null : round((size.reminders / reminders.drainMs) * 1000), errors: reminders.drainMs === null ? 1 : 0, note: 'ms to drain, e-mails/s', queuedMs: round(reminders.queuedMs) });
rows.push({ scenario: 'mail: welcome of a registration during the reminder burst (register → SMTP)', p50: reminders.during.welcomeMs === null ? null : round(reminders.during.welcomeMs), errors: reminders.during.welcomeMs === null ? 1 : 0, backlogLeft: reminders.during.backlogLeft });
log(`  reminders drained in ${reminders.drainMs === null ? 'more than the timeout' : `${round(reminders.drainMs / 1000)} s`}; welcome during the burst after ${reminders.during.welcomeMs === null ? '—' : `${round(reminders.during.welcomeMs)} ms`} with ${reminders.during.backlogLeft} reminders still queued`);

memory.peakMb = round(Math.max(endedPeakMb, memoryOf(app.child.pid).peakMb));
memory.baselinePeakMb = round(memoryOf(baseline.child.pid).peakMb);

// A clean stop, then 6. rebuild of every projection over the whole store.
const stopCode = await app.stop();
await baseline.stop();
await mailPeer.close();
log('Rebuild of all projections…');
const totalEvents = (await pool.query('SELECT count(*)::int AS n FROM events.events')).rows[0].n;
const rebuildStarted = performance.now();
const rebuildOut = await runNode(['dist/projections/src/rebuild.js'], { ...process.env, ...env });
const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
// The command's own time as well: it leaves out Node's start (importing the libraries takes about a second here).
const replay = /Reconstrucción terminada: ([\d.]+) eventos en ([\d.]+) s/.exec(rebuildOut);
const replayRps = replay ? round(Number(replay[1].replaceAll('.', '')) / Number(replay[2])) : null;
rows.push({ scenario: `rebuild (${totalEvents} events)`, rps: round(totalEvents / rebuildSeconds), note: 'events/s', replayRps });
log(`  ${round(totalEvents / rebuildSeconds)} events/s (the command's own replay: ${replayRps ?? '—'} events/s)`);
const bloat = (
  await pool.query(
    "SELECT s.relname AS table, pg_total_relation_size(s.relid) AS bytes, s.n_live_tup AS rows FROM pg_stat_user_tables s WHERE s.schemaname = 'read' AND s.relname IN ('applications', 'applicants') ORDER BY s.relname",
  )
).rows;
await pool.end();

// 10. The event store against Emmett, as bench/eventstore prints it.
let eventstore = [];
if (!args['skip-eventstore']) {
  log('Event store against Emmett…');
  const out = await runNode(['bench/eventstore/run.js'], { ...process.env, BENCH_APPEND_SECONDS: q ? '0.5' : '1.5', BENCH_LAG_SECONDS: q ? '1' : '4', DATABASE_URL: process.env.DATABASE_URL ?? '' });
  eventstore = out
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| metric') && !l.startsWith('| ---'))
    .map((l) => l.split('|').map((c) => c.trim()).filter(Boolean))
    .map(([metric, ours, emmett, ratio]) => ({ scenario: `eventstore: ${metric}`, ours, emmett, ratio }));
}
await embedded?.stop();

// ---------------------------------------------------------------- report
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: round(os.totalmem() / 1024 ** 3), node: process.version, platform: `${os.platform()} ${os.release()}`, load: os.loadavg().map((l) => round(l, 2)) };
const result = { at: new Date().toISOString(), machine, size, seedSeconds, seededEvents: events, multiplied, memory, cleanStopExitCode: stopCode, readTables: bloat, rows, eventstore, seconds: Math.round((Date.now() - started) / 1000) };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify(result, null, 2)}\n`);

printTable(`${size.applicants} seeded applicants`);
for (const e of eventstore) console.log(`| ${e.scenario} (ours / emmett) | ${e.ours} / ${e.emmett} | | | | | ${e.ratio} |`);
console.log(`\nMemory (RSS): app idle ${memory.idleMb} MB, at the step-save peak ${memory.stepSavePeakMb} MB (the closed model's own; before it, registering the benchmark applicants: ${memory.preparationPeakMb} MB), overall peak ${memory.peakMb} MB; baseline ${memory.baselineIdleMb}/${memory.baselinePeakMb} MB.`);
console.log(`Projection lag drained ${drainMs === null ? 'not within 60 s' : `${Math.round(drainMs)} ms`} after the open-model load. Clean stop exit code: ${stopCode}.`);
console.log(`Read tables: ${bloat.map((t) => `${t.table} ${round(t.bytes / 1024 ** 2)} MB for ${t.rows} rows`).join(', ')}.`);
console.log('Written to bench/results/latest.json');
