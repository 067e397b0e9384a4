export * from './embedded-postgres.js';
export * from './migrations.js';
export * from './pool.js';
export * from './command-line-database.js';
export * from './prepared.js';
export * from './idempotent-ddl.js';
export * from './account-sessions.js';
export * from './login-attempts.js';
