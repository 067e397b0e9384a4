import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { freePort } from '@postula/platform';
import { buildServerOnce } from '../faults/fault-processes.js';
import { uniqueName } from '../support/databases.js';

/**
 * `npm start` (dist/standalone/src/main.js on its embedded PostgreSQL) stops cleanly: requests drained, subscribers,
 * worker and pools closed, then PostgreSQL, exit code 0. A terminal's Ctrl-C signals the whole process group,
 * PostgreSQL included; `docker compose stop` sends SIGTERM to the process alone.
 */
describe('stopping the all-in-one process', () => {
  const varDir = `var/test/${uniqueName('stop')}`;

  // The run's one build, shared with the other suites that start dist/ processes: rebuilding under them breaks them.
  beforeAll(() => buildServerOnce(), 120_000);
  afterAll(() => rmSync(varDir, { recursive: true, force: true }));

  async function startAndStop(sendSignal: (pid: number) => void): Promise<{ code: number | null; output: string; health: number }> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, VAR_DIR: varDir, PORT: String(port), DEMO_DATA: 'false' };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'DATA_KEY', 'TEST_DATABASES', 'TEST_FILE_DATABASE']) delete env[name];
    const child = spawn(process.execPath, ['dist/standalone/src/main.js'], {
      env,
      detached: true, // its own process group, as a terminal gives `npm start`
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 600 && !output.includes('Postula está listo'); i++) await new Promise((r) => setTimeout(r, 200));
    expect(output).toContain('Postula está listo');
    const health = (await fetch(`http://127.0.0.1:${port}/backend/api/health`)).status;
    sendSignal(child.pid!);
    return { code: await exited, output, health };
  }

  it('exits with code 0 on SIGTERM, after closing everything and then PostgreSQL', async () => {
    const { code, output, health } = await startAndStop((pid) => process.kill(pid, 'SIGTERM'));
    expect(health).toBe(200);
    // Before the ready message, only the database's start and the warnings about placeholder contacts: the framework and
    // the projectors print warnings only (LOG_LEVEL), security events go to var/logs/security.log.
    const beforeReady = output.slice(0, output.indexOf('Postula está listo')).split('\n').filter((line) => line.trim());
    expect(beforeReady[0]).toMatch(/^Iniciando PostgreSQL embebido/);
    expect(beforeReady.slice(1).filter((line) => !line.startsWith('Aviso: '))).toEqual([]);
    // The banner, the portal's address first, is the last thing printed until the stop.
    const banner = output.slice(output.indexOf('Postula está listo'), output.indexOf('Deteniendo'));
    expect(banner.split('\n')[1]).toMatch(/^ {2}Portal de postulantes: {3}http:\/\/localhost:\d+\/$/);
    expect(banner.trim().endsWith('Ctrl-C detiene todo.')).toBe(true);
    expect(output).not.toContain('"log":"security"');
    expect(output).not.toMatch(/\[Nest\]|Mapped \{|Projector /);
    expect(output).toContain('Deteniendo (SIGTERM)');
    expect(output).toContain('Detenido.');
    expect(output).not.toMatch(/Unhandled|uncaught|ECONNREFUSED|terminating connection/i);
    expect(code).toBe(0);
  }, 180_000);

  it('exits with code 0 on a terminal Ctrl-C, which reaches PostgreSQL too', async () => {
    const { code, output } = await startAndStop((pid) => process.kill(-pid, 'SIGINT'));
    expect(output).toContain('Deteniendo (SIGINT)');
    expect(output).toContain('Detenido.');
    expect(code).toBe(0);
  }, 180_000);
});
