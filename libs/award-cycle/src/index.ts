export * from './award-cycle.js';
export * from './results-publication.js';
