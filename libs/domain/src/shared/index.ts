export * from './decider.js';
export * from './domain-error.js';
export * from './unique-value.decider.js';
export * from './application-period.js';
