export * from './data-request.events.js';
export * from './data-request.decider.js';
