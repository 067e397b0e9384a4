export * from './application-messages.js';
export * from './application-status.js';
export * from './application.decider.js';
export * from './application.events.js';
export * from './correction-fields.js';
export * from './correction-guard.js';
export * from './document-types.js';
