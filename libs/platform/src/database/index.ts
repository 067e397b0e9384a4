export * from './embedded-postgres.js';
export * from './migrations.js';
