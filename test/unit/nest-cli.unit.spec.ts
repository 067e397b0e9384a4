import { existsSync, readdirSync, readFileSync } from 'node:fs';

interface Project {
  type: 'application' | 'library';
  root: string;
  sourceRoot: string;
  entryFile?: string;
}

const config = JSON.parse(readFileSync('nest-cli.json', 'utf8')) as { compilerOptions: { builder: string }; projects: Record<string, Project> };
const projects = Object.entries(config.projects);

/** nest-cli.json is what `npm run build:server` compiles (scripts/build-server.mjs): it must name every part that runs. */
describe('nest-cli.json', () => {
  it('names api, projections, worker and the all-in-one standalone as applications whose entry file exists, built with SWC', () => {
    const applications = projects.filter(([, p]) => p.type === 'application');
    expect(applications.map(([name]) => name).sort()).toEqual(['api', 'projections', 'standalone', 'worker']);
    for (const [name, project] of applications) {
      expect(project.root).toBe(name);
      expect(existsSync(`${project.sourceRoot}/${project.entryFile}.ts`)).toBe(true);
    }
    expect(config.compilerOptions.builder).toBe('swc');
  });

  it('names every folder of libs/ as a library, so none is left out of dist/', () => {
    const libraries = projects.filter(([, p]) => p.type === 'library');
    const folders = readdirSync('libs', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(libraries.map(([name]) => name).sort()).toEqual(folders.map((folder) => folder.name).sort());
    for (const [name, project] of libraries) expect([project.root, project.sourceRoot]).toEqual([`libs/${name}`, `libs/${name}/src`]);
  });

  it('is what the server build reads; the images start the services it builds, and npm start the standalone', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
    expect(scripts['build:server']).toBe('node scripts/build-server.mjs');
    const entry = (name: string) => `dist/${config.projects[name].sourceRoot}/${config.projects[name].entryFile}.js`;
    const deployment = readFileSync('Dockerfile', 'utf8') + readFileSync('docker-compose.yml', 'utf8');
    for (const service of ['api', 'projections', 'worker']) expect(deployment).toContain(entry(service));
    expect(scripts.start).toBe('node --max-semi-space-size=32 scripts/start.js');
    expect(readFileSync('Dockerfile', 'utf8')).toContain('ENV NODE_OPTIONS=--max-semi-space-size=32');
    expect(readFileSync('scripts/start.js', 'utf8')).toContain(`'../${entry('standalone')}'`);
  });
});
