import { join } from 'node:path';
import { loadConfig, startEmbeddedPostgres, type RunningPostgres } from '@postula/platform';
import { generateDemoDataOnce } from './demo/demo-start.js';
import { demoPassword, ensureDemoStaff } from './demo/demo-staff.js';
import { startSystem } from './system.js';

/** `npm start`: everything in one process, on an embedded PostgreSQL under var/ unless DATABASE_URL is set. */
const config = loadConfig();
let embedded: RunningPostgres | undefined;
if (!config.databaseUrl) {
  console.log(`Iniciando PostgreSQL embebido (datos en ${join(config.varDir, 'postgres')})…`);
  embedded = await startEmbeddedPostgres({ dataDir: join(config.varDir, 'postgres') });
}
const system = await startSystem(config, config.databaseUrl ?? embedded!.url, { verbose: true });

let logins = '';
if (config.demoData) {
  const password = demoPassword(config.varDir);
  // Demo applicants only in the embedded mode: a server database (DATABASE_URL) is seeded on purpose with `npm run seed`.
  if (embedded) await generateDemoDataOnce(config, embedded.url, password, (line) => console.log(line));
  const staff = await ensureDemoStaff(system.app, password);
  logins = `\nAccesos de demostración del personal (contraseña ${password}):\n${staff.map((s) => `  ${s.role.padEnd(10)} ${s.email}`).join('\n')}\n`;
}
const mail = config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}` : `archivos .eml en ${join(config.varDir, 'mail')}`;
console.log(`
Postula está listo.
  Portal de postulantes:   ${config.publicUrl}/
  Panel administrativo:    ${config.publicUrl}/admin/
  API:                     ${config.publicUrl}/backend/api
  Documentación de la API: ${config.publicUrl}/backend/api/docs
  Estado:                  ${config.publicUrl}/backend/api/health
  Cierre de postulaciones: ${config.applicationDeadline}
  Correo saliente:         ${mail}
${logins}Ctrl-C detiene todo.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nDeteniendo…');
  await system.close();
  await embedded?.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
