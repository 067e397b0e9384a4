export * from './applicant.decider.js';
export * from './applicant.events.js';
