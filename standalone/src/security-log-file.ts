import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { makeOwnerOnlyDir, OWNER_ONLY_FILE } from '@postula/platform';
import { securityLog } from '../../api/src/common/security-log.js';

/**
 * Security events (every demo login among them) to `<varDir>/logs/security.log` (owner-only), so the terminal keeps
 * what a person reads: the progress and the banner. Returns the file's path.
 */
export function securityLogToFile(varDir: string): string {
  const file = join(varDir, 'logs', 'security.log');
  makeOwnerOnlyDir(join(varDir, 'logs'));
  const lines = createWriteStream(file, { flags: 'a', mode: OWNER_ONLY_FILE });
  securityLog.sink = (line) => void lines.write(line);
  return file;
}
