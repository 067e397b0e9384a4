export * from './application-replay.js';
