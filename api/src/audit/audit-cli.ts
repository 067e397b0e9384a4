import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AUDIT_MESSAGES, instantRefusal, PERSONAL_DATA, replayApplication } from '@postula/domain';
import { closePool, createEventStore, createPool, loadConfig, openCommandLineDatabase } from '@postula/platform';
import { loadApplicationTrail } from './replay/application-trail.js';

const USAGE = `Uso: npm run audit -- --application ID [--at INSTANTE_ISO] [--export ARCHIVO.jsonl]
  --at      imprime la aplicación tal como estaba en ese instante (por omisión, ahora)
  --export  escribe todos los eventos de la aplicación, uno por línea (JSON Lines), para un auditor externo`;

/**
 * `npm run audit`: the audit API's replay from the command line (same trail, same fold), and the stream as JSON Lines.
 * Exit code 0, 1 for a refused question (unknown application, instant out of range), 2 for a wrong call.
 */
function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

let args: { application?: string; at?: string; export?: string; help?: boolean };
try {
  args = parseArgs({ options: { application: { type: 'string' }, at: { type: 'string' }, export: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
if (args.help) fail(USAGE, 0);
if (!args.application) fail(`Falta --application\n${USAGE}`, 2);
const at = args.at ?? new Date().toISOString();
if (Number.isNaN(Date.parse(at))) fail(AUDIT_MESSAGES.instant, 2);

const config = loadConfig();
const database = await openCommandLineDatabase(config);
const pool = createPool(database.url, { max: 2, name: 'audit' });
let exitCode = 0;
try {
  const { store } = await createEventStore(config, pool, PERSONAL_DATA);
  try {
    const trail = await loadApplicationTrail(store, pool, args.application);
    if (!trail.length) throw new RangeError(`No hay eventos de la aplicación ${args.application}`);
    if (args.export) {
      writeFileSync(args.export, trail.map((e) => JSON.stringify(e)).join('\n') + '\n');
      console.error(`${trail.length} eventos escritos en ${args.export}`);
    }
    if (args.at || !args.export) {
      const instant = new Date(at).toISOString();
      const refusal = instantRefusal(trail, instant, new Date().toISOString());
      if (refusal) throw new RangeError(refusal);
      console.log(JSON.stringify(replayApplication(args.application, trail, instant), null, 2));
    }
  } finally {
    await store.close();
  }
} catch (error) {
  console.error(error instanceof RangeError ? error.message : `La auditoría falló: ${(error as Error).message}`);
  exitCode = error instanceof RangeError ? 1 : 2;
} finally {
  await closePool(pool);
  await database.stop();
}
process.exit(exitCode);
