export * from './access.events.js';
