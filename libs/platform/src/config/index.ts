export * from './config.js';
export * from './paths.js';
