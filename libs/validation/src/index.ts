export * from './field-errors.js';
export * from './identification.js';
export * from './applicant-registration.schema.js';
export * from './account-access.schema.js';
export * from './staff-accounts.schema.js';
export * from './application/index.js';
export * from './text-input.js';
