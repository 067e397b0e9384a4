export * from './create-event-store.js';
export * from './event-store.js';
export * from './postgres-event-store.js';
export * from './command-handler.js';
export * from './decisions.js';
export * from './upcasters.js';
export * from './event-serializer.js';
export * from './stream-folds.js';
