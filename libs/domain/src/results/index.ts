export * from './results-publication.js';
export * from './results-messages.js';
