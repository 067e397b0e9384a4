export * from './event-store.js';
export * from './postgres-event-store.js';
