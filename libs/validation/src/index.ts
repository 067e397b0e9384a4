export * from './field-errors.js';
export * from './identification.js';
export * from './applicant-registration.schema.js';
export * from './account-access.schema.js';
