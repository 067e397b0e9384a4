export * from './award-cycle.js';
