export * from './config/index.js';
export * from './database/index.js';
export * from './event-store/index.js';
