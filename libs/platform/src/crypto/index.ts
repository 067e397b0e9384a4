export * from './sealed-box.js';
export * from './opt-out-token.js';
