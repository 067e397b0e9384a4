export * from './x/thing.js';
