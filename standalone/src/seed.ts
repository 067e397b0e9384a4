import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { APPLICATION_STATUSES } from '@postula/domain';
import { loadConfig, startEmbeddedPostgres, type ProjectionRunner, type RunningPostgres } from '@postula/platform';
import { startProjections } from '../../projections/src/start-projections.js';
import { createDemoApp } from '../../api/src/demo/demo-app.js';
import { caughtUp, DEFAULT_DEMO_SEED, generateDemoData } from '../../api/src/demo/demo-generator.js';
import { demoPassword } from '../../api/src/demo/demo-staff.js';
import { securityLogToFile } from './security-log-file.js';

/**
 * `npm run seed -- --applicants N [--seed S] [--concurrency C]`: demo data on DATABASE_URL, or on the embedded database
 * under var/ when npm start is not using it. Runs the projections too, so the read models are complete at the end; the
 * e-mails that follow are sent by the worker of whichever system runs on the database (npm start, docker compose).
 */
const { values } = parseArgs({ options: { applicants: { type: 'string', default: '1000' }, seed: { type: 'string', default: DEFAULT_DEMO_SEED }, concurrency: { type: 'string', default: '6' } } });
const applicants = Number(values.applicants);
const concurrency = Number(values.concurrency);
if (!Number.isInteger(applicants) || applicants < 1 || !Number.isInteger(concurrency) || concurrency < 1) {
  console.error('Uso: npm run seed -- --applicants N [--seed S] [--concurrency C]   (N y C enteros positivos)');
  process.exit(2);
}

const config = loadConfig();
securityLogToFile(config.varDir);
let embedded: RunningPostgres | undefined;
if (!config.databaseUrl) {
  const dataDir = join(config.varDir, 'postgres');
  if (postgresRunning(dataDir)) {
    console.error(`La base embebida (${dataDir}) está en uso por npm start: deténgalo, o indique DATABASE_URL.`);
    process.exit(1);
  }
  embedded = await startEmbeddedPostgres({ dataDir });
}
const demo = await createDemoApp(config, config.databaseUrl ?? embedded!.url);
let projections: ProjectionRunner | undefined;
// The projections start once the commands are done: catching up in batches costs far less than event by event
// alongside the commands. The auto-rejection reads them, so the generator waits for them before it.
let projectionSeconds = 0;
const catchUp = async () => {
  console.log('  Proyectando los eventos en los modelos de lectura…');
  const started = Date.now();
  projections = await startProjections({ pool: demo.platform.pool, store: demo.platform.store, programme: config.programme, log: { log: () => undefined, warn: console.warn, error: console.error } });
  await caughtUp(demo);
  projectionSeconds = (Date.now() - started) / 1000;
};
try {
  const report = await generateDemoData(demo, { applicants, seed: values.seed, concurrency, staffPassword: demoPassword(config.varDir), log: console.log, catchUp });
  await caughtUp(demo);
  const rate = report.applicants.length / report.seconds;
  console.log(`\n${report.applicants.length} postulantes en ${report.seconds.toFixed(1)} s (${rate.toFixed(1)} postulantes/s), de ellos ${projectionSeconds.toFixed(1)} s de proyecciones.`);
  console.log(`Período simulado: ${report.period.from.slice(0, 10)} a ${report.period.to.slice(0, 10)}; rechazos automáticos: ${report.autoRejected}.`);
  console.log(`Por estado: ${APPLICATION_STATUSES.map((s) => `${s} ${report.byStatus[s]}`).join(', ')}`);
  if (report.failures.length) {
    console.error(`${report.failures.length} comandos rechazados, p. ej.:\n  ${report.failures.slice(0, 5).join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await projections?.stop();
  await demo.close();
  await embedded?.stop();
}

/** npm start holds the embedded server: its postmaster.pid names a live process. */
function postgresRunning(dataDir: string): boolean {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 0);
    return true;
  } catch {
    return false;
  }
}
