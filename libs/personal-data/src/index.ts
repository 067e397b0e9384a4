export * from './erase-applicant-data.js';
export * from './unique-value-streams.js';
export * from './throttle-keys.js';
