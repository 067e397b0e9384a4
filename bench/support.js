// What every benchmark script shares: the JSON client, made-up addresses and cédulas, and CPU read from /proc.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';

export const log = (line) => process.stderr.write(`${line}\n`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const round = (n, digits = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : null);
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
/** One request; resolves with the status, the headers and the body (parsed when JSON, else the bytes). */
export function call(base, method, path, { body, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      { method, agent, headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const json = res.headers['content-type']?.includes('json');
          resolve({ status: res.statusCode, headers: res.headers, body: json ? (bytes.length ? JSON.parse(bytes.toString()) : null) : bytes });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A private address per registration or login, so the app's per-address limits never refuse the bench. */
export const address = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

// Registration answers alike when a cédula is taken (and records nothing): every bench cédula must be new. Province 01
// is one the demo seed never uses, and a counter keeps the bench's own apart (third digit below 6).
let cedulaSerial = randomInt(0, 5_000_000);
export const cedula = () => {
  const body = `01${String(cedulaSerial++ % 6_000_000).padStart(7, '0')}`;
  const sum = [...body].reduce((acc, ch, i) => {
    const n = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + (n > 9 ? n - 9 : n);
  }, 0);
  return body + ((10 - (sum % 10)) % 10);
};

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s); 0 once it has ended. */
export function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The same for a process and its live descendants (the standalone's projections child). */
export function treeCpuSeconds(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    // ended since it was listed
  }
  return cpuSecondsOf(pid) + children.reduce((sum, child) => sum + treeCpuSeconds(child), 0);
}

/** Node's flags for the app, as `npm start` (package.json) and the image (Dockerfile's NODE_OPTIONS) run it; the baseline server gets them too. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

/** CPU seconds so far of each PostgreSQL backend connected to `database` (`pool` must reach the server's statistics). */
export async function backendCpuSeconds(pool, database) {
  const { rows } = await pool.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
  return new Map(rows.map(({ pid }) => [pid, treeCpuSeconds(pid)]));
}

/** Database CPU between two samples of `backendCpuSeconds`: the backends alive at both (a pool keeps its connections under load). */
export const databaseCpuSeconds = (before, after) => [...after].reduce((sum, [pid, cpu]) => sum + (before.has(pid) ? Math.max(0, cpu - before.get(pid)) : 0), 0);
