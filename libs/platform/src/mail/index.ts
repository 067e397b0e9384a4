export * from './create-mailer.js';
export * from './mailer.js';
