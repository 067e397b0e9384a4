export * from './applicant.decider.js';
export * from './applicant.events.js';
export * from './staff-user.decider.js';
export * from './staff-user.events.js';
export * from './staff-security-policy.decider.js';
export * from './staff-logins.decider.js';
export * from './registration-attempt.decider.js';
