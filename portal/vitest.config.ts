import { defineConfig, mergeConfig } from 'vitest/config';
import vite from './vite.config.js';

// The portal's pure logic (form rules, drafts, image scaling plans); root Jest ignores portal/ (its own module tree).
export default mergeConfig(vite, defineConfig({ test: { include: ['src/**/*.unit.spec.ts'], environment: 'node' } }));
