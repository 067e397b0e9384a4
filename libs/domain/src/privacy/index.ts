export * from './personal-data.js';
export * from './erasure-facts.js';
