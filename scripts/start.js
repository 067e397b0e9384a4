// `npm start`: builds what is missing or stale, then runs api, projections and worker in one process.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

// The server build takes a couple of seconds with SWC: always redo it so the code that runs is the code checked out.
run('npm run --silent build:server');
for (const app of ['portal', 'admin']) {
  if (!existsSync(`${app}/dist/index.html`)) {
    console.log(`Construyendo ${app}…`);
    run(`npm run --silent build --workspace ${app}`);
  }
}
await import('../dist/standalone/src/main.js');
