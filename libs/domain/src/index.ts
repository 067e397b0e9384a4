export * from './shared/index.js';
export * from './identity/index.js';
export * from './emails/index.js';
export * from './applications/index.js';
export * from './access/index.js';
export * from './audit/index.js';
export * from './privacy/index.js';
