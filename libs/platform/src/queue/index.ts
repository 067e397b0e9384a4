export * from './job-defaults.js';
export * from './queue-kit.js';
export * from './queue-name.js';
