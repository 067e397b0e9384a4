#!/usr/bin/env node
// Records every platform's optional binary in package-lock.json. npm writes only the ones its registry
// serves for the machine that ran `npm install` (npm/cli#4828; this workplace's mirror serves Linux builds
// only), and `npm ci` then refuses the lockfile everywhere ("Missing: @swc/core-darwin-arm64 from lock
// file"). Each missing entry is pinned to the version its parent asks for, with the os/cpu/libc its name
// states, so npm skips it on other platforms and fetches it (integrity then recorded) on its own.
// Run after `npm install` whenever dependencies change: `npm run lockfile`; `--check` only tells (exit 1 if any is missing).
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const { os, cpu, libc } = platformOf(name);
    if (!os || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    // npm looks a dependency up in the parent's node_modules, then upwards; the root level is where npm puts it.
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = {
      version: spec,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      os: [os],
    };
    added++;
  }
}
if (process.argv.includes('--check')) {
  console.log(`complete-lockfile: ${added} platform entries missing`);
  process.exit(added ? 1 : 0);
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform entries added`);
