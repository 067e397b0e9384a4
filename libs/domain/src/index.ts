export * from './shared/index.js';
export * from './identity/index.js';
