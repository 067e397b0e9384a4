export * from './award-documents.js';
export * from './award-messages.js';
export * from './award-status.js';
