import { closePool, createEventStore, createPool, loadConfig, loadMigrations, openCommandLineDatabase, projectionsMigrationsDir, rebuildProjections, runMigrations } from '@postula/platform';
import { progressBar } from './progress-bar.js';
import { projectorsFor } from './projectors.js';

/**
 * `npm run projections:rebuild [-- NAME ...]`: empties the named read models (default: all) and
 * projects the whole event log into them again. Running projections hold the projectors' locks,
 * so it waits until they are stopped.
 */
const names = process.argv.slice(2);
const config = loadConfig();
const projectors = projectorsFor(config.programme);
if (names.includes('--help') || names.includes('-h')) {
  console.log(`Uso: npm run projections:rebuild [-- NOMBRE ...]\nProyecciones: ${projectors.map((p) => p.name).join(', ') || '(ninguna)'}`);
  process.exit(0);
}

const database = await openCommandLineDatabase(config);
const pool = createPool(database.url, { max: 4, name: 'rebuild' });
let exitCode = 0;
try {
  const store = await createEventStore(config, pool);
  try {
    await runMigrations(pool, loadMigrations(projectionsMigrationsDir()));
    const bar = progressBar('Reconstruyendo');
    const summary = await rebuildProjections({
      pool,
      store,
      projectors,
      names,
      onWaitForLock: (name) =>
        console.error(`La proyección ${name} está en marcha en otro proceso: detenga el servicio de proyecciones (y la API en modo embebido) para que libere su bloqueo. Esperando…`),
      onProgress: (done, total) => bar.update(done, total),
    });
    console.log(`Reconstrucción terminada: ${summary.events.toLocaleString('es-EC')} eventos en ${(summary.ms / 1000).toFixed(1)} s`);
    for (const projector of summary.projectors) {
      console.log(`  ${projector.name}: ${projector.tables.map((t) => `${t.table} ${t.rows.toLocaleString('es-EC')} filas`).join(', ') || 'sin tablas'}`);
    }
  } finally {
    await store.close();
  }
} catch (error) {
  console.error(`La reconstrucción falló: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await closePool(pool);
  await database.stop();
}
process.exit(exitCode);
