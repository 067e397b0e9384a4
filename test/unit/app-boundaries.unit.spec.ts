import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const APPS = ['api', 'projections', 'worker', 'standalone'];

/** Every non-test TypeScript file under an app's src/, and the repository folders its imports resolve into. */
function importedFolders(app: string): { file: string; folder: string }[] {
  const found: { file: string; folder: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(spec|fixture)\.ts$/.test(entry.name)) {
        for (const [, specifier] of readFileSync(path, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
          found.push({ file: path, folder: relative('.', resolve(dir, specifier)).split('/')[0] });
        }
      }
    }
  };
  walk(join(app, 'src'));
  return found;
}

/** One composition root: only standalone/ puts the apps together; they share code through libs/ alone. */
describe('app boundaries', () => {
  it.each(['api', 'projections', 'worker'])('%s imports no other app', (app) => {
    expect(importedFolders(app).filter(({ folder }) => APPS.includes(folder) && folder !== app)).toEqual([]);
  });

  it('standalone imports the apps it runs', () => {
    const folders = new Set(importedFolders('standalone').map(({ folder }) => folder));
    expect(['api', 'projections', 'worker'].every((app) => folders.has(app))).toBe(true);
  });
});
