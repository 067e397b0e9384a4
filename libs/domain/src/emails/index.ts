export * from './email-stage.js';
export * from './email.events.js';
export * from './email.decider.js';
