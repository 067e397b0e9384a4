export * from './create-file-storage.js';
export * from './file-storage.js';
export * from './local-file-storage.js';
export * from './file-type.js';
export * from './file-content.js';
