export * from './award-cycle.js';
export * from './decisions.js';
