import { rebuildProjections } from '@postula/platform';
import { progressBar } from './progress-bar.js';
import { runProjectionsCommand } from './projections-command.js';

/**
 * `npm run projections:rebuild [-- NAME ...]`: empties the named read models (default: all) and
 * projects the whole event log into them again. Running projections hold the projectors' locks,
 * so it waits until they are stopped.
 */
await runProjectionsCommand({
  script: 'projections:rebuild',
  // Named like the projections' pool: the rebuild never appends, so event readers need not wait for its transactions.
  poolName: 'projections',
  // The projectors' lanes and the read of the next batch share it: on a small machine more connections would only
  // queue for the same cores.
  poolSize: 6,
  failure: 'La reconstrucción falló',
  failedExitCode: 1,
  async run({ pool, store, projectors, names }) {
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
    return 0;
  },
});
