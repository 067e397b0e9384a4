export * from './config.js';
export * from './paths.js';
export * from './programme.js';
export * from './owner-only.js';
