export * from './personal-data.js';
export * from './erasure-facts.js';
export * from './data-request.events.js';
export * from './data-request.decider.js';
export * from './data-request-slot.decider.js';
