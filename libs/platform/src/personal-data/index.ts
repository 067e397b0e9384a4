export * from './data-keys.js';
export * from './personal-data-policy.js';
export * from './encrypt-stored-events.js';
