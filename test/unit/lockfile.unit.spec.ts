import { execFileSync } from 'node:child_process';

describe('package-lock.json (issue 9, finding 13)', () => {
  it('records every platform binary, so `npm ci` accepts it on any machine', () => {
    expect(() => execFileSync(process.execPath, ['scripts/complete-lockfile.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
