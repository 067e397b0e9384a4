/** LOG_LEVEL: warnings and errors by default; `info` adds the progress lines (framework routes, projectors' states). */
export type LogLevel = 'error' | 'warn' | 'info';
export const LOG_LEVELS = ['error', 'warn', 'info'] as const;

export interface LeveledLog {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const silent = () => undefined;

/** The console, keeping only what `level` admits. */
export function leveledLog(level: LogLevel): LeveledLog {
  return {
    log: level === 'info' ? (m) => console.log(m) : silent,
    warn: level === 'error' ? silent : (m) => console.warn(m),
    error: (m) => console.error(m),
  };
}

/** The same level as NestJS names its logger's levels. */
export const nestLogLevels = (level: LogLevel): ('error' | 'warn' | 'log')[] => (level === 'info' ? ['error', 'warn', 'log'] : level === 'warn' ? ['error', 'warn'] : ['error']);
