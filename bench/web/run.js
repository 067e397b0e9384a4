// `npm run bench:web`: scenario 11. The landing's initial JavaScript gzipped, and the
// Lighthouse performance score (12.8, mobile emulation: its default config with its simulated CPU and network
// throttling) of the landing, the applicant's login, the staff login and the applicant's dashboard (signed in:
// signed-in-applicant.js), then the staff panel in Chromium (staff-panel.js): time to the visible login form and each
// screen's first render. Against the app serving the built front ends (`npm run build:web`
// first; `npm run bench:web` does both) with the demo's data (`npm run seed`, 300 applicants). Chromium from
// CHROME_PATH (default /usr/bin/chromium), offline. Uses DATABASE_URL, or an embedded PostgreSQL under var/bench-web.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, startEmbeddedPostgres } from '../../dist/libs/platform/src/database/embedded-postgres.js';
import { START_DEMO_APPLICANTS } from '../../dist/api/src/demo/demo-start.js';
import { DEMO_STAFF, demoPassword } from '../../dist/api/src/demo/demo-staff.js';
import { INITIAL_JS_BUDGET_KB, initialJsSize } from '../../portal/initial-js-size.mjs';
import { signedInChromium } from './signed-in-applicant.js';
import { measureStaffPanel } from './staff-panel.js';

const SCORE_BUDGET = 90;
const LOGIN_VISIBLE_BUDGET_MS = 1000;
const FIRST_RENDER_BUDGET_MS = 1500;
const VAR_DIR = 'var/bench-web';
const log = (line) => process.stderr.write(`${line}\n`);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseCli = join(createRequire(import.meta.url).resolve('lighthouse/package.json'), '..', 'cli', 'index.js');

const initial = initialJsSize('portal/dist');
log(`Landing initial JavaScript: ${initial.gzipKb} KB gzipped (budget ${INITIAL_JS_BUDGET_KB} KB)`);

rmSync(VAR_DIR, { recursive: true, force: true });
mkdirSync(VAR_DIR, { recursive: true });
let embedded;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres({ dataDir: join(VAR_DIR, 'postgres') });
  databaseUrl = embedded.url;
}
// The demo's applicants, as many as `npm start` makes: the staff screens are timed with data in them.
log(`Seeding ${START_DEMO_APPLICANTS} demo applicants…`);
const jwtSecret = `bench-${randomBytes(24).toString('hex')}`;
const dataKey = `bench-${randomBytes(24).toString('hex')}`;
execFileSync(process.execPath, ['dist/standalone/src/seed.js', '--applicants', String(START_DEMO_APPLICANTS)], { env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: '', JWT_SECRET: jwtSecret, DATA_KEY: dataKey, VAR_DIR }, stdio: ['ignore', 'ignore', 'inherit'] });
const port = await freePort();
const env = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: '', PORT: String(port), JWT_SECRET: jwtSecret, DATA_KEY: dataKey, VAR_DIR, DEMO_DATA: 'true', APPLICATION_DEADLINE: new Date(Date.now() + 30 * 86400_000).toISOString() };
const app = spawn(process.execPath, ['dist/standalone/src/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
await new Promise((resolve, reject) => {
  const onData = (chunk) => {
    output += chunk;
    if (output.includes('Postula está listo')) resolve();
  };
  app.stdout.on('data', onData);
  app.stderr.on('data', onData);
  app.on('exit', (code) => reject(new Error(`the app exited (${code}): ${output.slice(-2000)}`)));
});

/**
 * One Lighthouse run (performance only; its default mobile emulation and simulated slow 4G, or its desktop preset), in
 * a Chromium of its own, or in the one on `port` with its storage kept (a signed-in session).
 */
function lighthouse(name, url, { desktop = false, port } = {}) {
  const path = join(VAR_DIR, `lighthouse-${name.replace(/\W+/g, '-')}.json`);
  const browser = port ? [`--port=${port}`, '--disable-storage-reset'] : ['--chrome-flags=--headless=new --no-sandbox --disable-background-networking'];
  try {
    execFileSync(process.execPath, [lighthouseCli, url, '--only-categories=performance', '--output=json', `--output-path=${path}`, '--quiet', ...(desktop ? ['--preset=desktop'] : []), ...browser], {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 5 * 60_000,
    });
  } catch (error) {
    return { name, url, formFactor: desktop ? 'desktop' : 'mobile', error: String(error.stderr ?? error.message).slice(-1000) };
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const metric = (id) => Math.round(report.audits[id]?.numericValue ?? NaN);
  return {
    name,
    url,
    formFactor: desktop ? 'desktop' : 'mobile',
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: report.audits['cumulative-layout-shift']?.numericValue,
    runtimeError: report.runtimeError?.message,
  };
}

const base = `http://127.0.0.1:${port}/`;
const pages = [lighthouse('landing', base), lighthouse('login', `${base}#/login`), lighthouse('staff login', `${base}admin/`)];
const applicant = await signedInChromium({ base, chromePath, databaseUrl, jwtSecret });
pages.push(lighthouse('dashboard', `${base}#/dashboard`, { port: applicant.port }));
await applicant.close();
const superadmin = DEMO_STAFF.find((s) => s.role === 'superadmin');
log('Staff panel in Chromium (3 fresh contexts each, median):');
const panel = await measureStaffPanel({ base, chromePath, staff: { email: superadmin.email, password: demoPassword(VAR_DIR) } });
app.kill('SIGTERM');
await new Promise((resolve) => app.on('exit', resolve));
await embedded?.stop();

const result = { at: new Date().toISOString(), initialJs: initial, lighthouse: pages, staffPanel: panel };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/web.json', `${JSON.stringify(result, null, 2)}\n`);
console.log('| front end | value | budget |\n| --- | ---: | ---: |');
console.log(`| landing initial JavaScript (gzipped) | ${initial.gzipKb} KB | ≤ ${INITIAL_JS_BUDGET_KB} KB |`);
for (const p of pages) {
  if (p.error) console.log(`| Lighthouse performance, ${p.name} (${p.formFactor}) | could not run: ${p.error.split('\n').filter(Boolean).pop()} | ≥ ${SCORE_BUDGET} |`);
  else console.log(`| Lighthouse performance, ${p.name} (${p.formFactor}) | ${p.score} (FCP ${p.fcpMs} ms, LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms, CLS ${round3(p.cls)}) | ≥ ${SCORE_BUDGET} |`);
}
const { login } = panel;
console.log(`| staff login form visible (1366 × 900, no session) | ${login.ms} ms (runs ${login.runs.join(', ')}; history entries added ${login.historyAdded}, logout requests ${login.logouts}) | ≤ ${LOGIN_VISIBLE_BUDGET_MS} ms, ≤ 1 entry, 0 requests |`);
console.log(`| applicant login form visible (1366 × 900), for comparison | ${panel.applicantLogin.ms} ms (runs ${panel.applicantLogin.runs.join(', ')}) | |`);
for (const screen of panel.screens) console.log(`| first render, ${screen.name} | ${screen.ms} ms (runs ${screen.runs.join(', ')}) | < ${FIRST_RENDER_BUDGET_MS} ms |`);
console.log('Written to bench/results/web.json');

function round3(n) {
  return Number.isFinite(n) ? Math.round(n * 1000) / 1000 : n;
}
