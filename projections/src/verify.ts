import { verifyProjections } from '@postula/platform';
import { progressBar } from './progress-bar.js';
import { runProjectionsCommand } from './projections-command.js';

/**
 * `npm run projections:verify [-- NAME ...]`: rebuilds the named read models (default: all) from zero into a scratch
 * schema and compares them with the live ones, table by table. Exit code 0 when every table is equal, 1 when one
 * differs, 2 when the check could not run. Safe while the system runs (see verifyProjections).
 */
await runProjectionsCommand({
  script: 'projections:verify',
  poolName: 'verify',
  poolSize: 2,
  failure: 'La verificación falló',
  failedExitCode: 2,
  async run({ pool, store, projectors, names }) {
    const bar = progressBar('Verificando');
    const report = await verifyProjections({ pool, store, projectors, names, onProgress: (done, total) => bar.update(done, total) });
    const count = (n: number) => n.toLocaleString('es-EC');
    for (const t of report.tables) {
      const figures = `${count(t.live.rows)} filas, hash ${t.live.hash.slice(0, 12)}`;
      if (t.equal) console.log(`  igual      ${t.table}: ${figures}`);
      else {
        console.log(`  DIFERENTE  ${t.table} (${t.projector}): en vivo ${figures}; reconstruida ${count(t.rebuilt.rows)} filas, hash ${t.rebuilt.hash.slice(0, 12)}`);
        for (const row of t.onlyLive) console.log(`             solo en vivo:        ${row}`);
        for (const row of t.onlyRebuilt) console.log(`             solo reconstruida:   ${row}`);
      }
    }
    const differing = report.tables.filter((t) => !t.equal).length;
    console.log(
      differing
        ? `Verificación: ${differing} de ${report.tables.length} tablas difieren de una reconstrucción desde cero (${count(report.events)} eventos, ${(report.ms / 1000).toFixed(1)} s)`
        : `Verificación: las ${report.tables.length} tablas son iguales a una reconstrucción desde cero (${count(report.events)} eventos, ${(report.ms / 1000).toFixed(1)} s)`,
    );
    return differing ? 1 : 0;
  },
});
