import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import semver from 'semver';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

describe('package-lock.json', () => {
  it('records every platform binary, so `npm ci` accepts it on any machine', () => {
    expect(() => execFileSync(process.execPath, ['scripts/complete-lockfile.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('holds no package whose engines refuse the oldest Node that package.json promises (no EBADENGINE)', () => {
    const promised = JSON.parse(readFileSync('package.json', 'utf8')).engines.node as string;
    const oldest = semver.minVersion(promised)!.version;
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
    const refusing = Object.entries(lock.packages)
      .filter(([path, pkg]) => path !== '' && !Array.isArray(pkg.engines) && pkg.engines?.node && !semver.satisfies(oldest, pkg.engines.node))
      .map(([path, pkg]) => `${path}@${pkg.version} (node ${(pkg.engines as { node: string }).node})`);
    expect(refusing).toEqual([]);
  });
});
