import { spawn } from 'node:child_process';
import { eventually } from './eventually.js';

/** A redis-server of a test's own, without persistence: started again, it is empty, as a restarted cache would be. */
export async function startRedis(port: number): Promise<{ stop(): Promise<void> }> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await eventually(() => {
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
    return output.includes('Ready to accept connections');
  }, 30_000);
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      process.off('exit', orphaned);
    },
  };
}
