// `npm run build:server`: compiles the projects nest-cli.json names, in one SWC pass, into dist/ (dist/api/src/main.js,
// dist/libs/platform/src/index.js, …). Not `nest build`: in a monorepo its SWC builder compiles one application's own
// sourceRoot and leaves the libraries out, so this script does what nest-cli.json describes with the SWC CLI, and
// .swcrc rewrites the `@postula/*` aliases to relative paths.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const config = JSON.parse(readFileSync('nest-cli.json', 'utf8'));
const builder = config.compilerOptions?.builder;
if ((builder?.type ?? builder) !== 'swc') throw new Error(`nest-cli.json: compilerOptions.builder must be "swc" (is ${JSON.stringify(builder)})`);

// An application ships its sourceRoot; a library its whole root, data beside its code included (libs/catalogs/data).
const roots = Object.values(config.projects).map((project) => (project.type === 'library' ? project.root : project.sourceRoot));
const swc = createRequire(import.meta.url).resolve('@swc/cli/bin/swc.js');
execFileSync(process.execPath, [swc, ...roots, '-d', 'dist', '--copy-files', '--quiet', '--ignore', '**/*.spec.ts,**/*.fixture.ts'], { stdio: 'inherit' });
