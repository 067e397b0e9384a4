import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Each end-to-end test file gets a database of its own (a copy of nothing: migrations run on first use), so the
 * systems of different files never share process managers, queues or read models. It is created here,
 * synchronously, before the file's modules load, so `mainTestDatabase()` already names it at collection time.
 * The global teardown drops every database of the run.
 */
const main = JSON.parse(process.env.TEST_DATABASES ?? '[]').find((d: { label: string }) => d.label === 'server') ?? JSON.parse(process.env.TEST_DATABASES ?? '[]')[0];
if (main) {
  const url = new URL(main.url);
  const name = `${url.pathname.slice(1)}_${randomBytes(4).toString('hex')}`;
  const pgPath = createRequire(import.meta.url).resolve('pg');
  const script = `const { Client } = require(${JSON.stringify(pgPath)}); const c = new Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.query('CREATE DATABASE "${name}"')).then(() => c.end()).catch((e) => { console.error(e.message); process.exit(1); });`;
  execFileSync(process.execPath, ['-e', script, main.url], { stdio: 'inherit' });
  url.pathname = `/${name}`;
  process.env.TEST_FILE_DATABASE = JSON.stringify({ label: main.label, url: url.toString() });
}
