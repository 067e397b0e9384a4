// Three tiers by file suffix (unit, int, e2e); `npm test` runs them all. Native ESM: NestJS 12 ships ES modules only.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: false },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const base = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@postula/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^@postula/([a-z-]+)/(.*)\\.js$': '<rootDir>/libs/$1/src/$2.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/var/', '<rootDir>/admin/', '<rootDir>/portal/'],
};

export default {
  // globalSetup runs outside the projects, through a CommonJS require hook.
  transform: { '^.+\\.ts$': [swc[0], { ...swc[1], module: { type: 'commonjs' } }] },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // A global option in Jest (projects ignore it): generous, since end-to-end tests wait on e-mail and projections.
  testTimeout: 60000,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/**/*.unit.spec.ts'] },
    { ...base, displayName: 'int', testMatch: ['<rootDir>/**/*.int.spec.ts'] },
    { ...base, displayName: 'e2e', testMatch: ['<rootDir>/**/*.e2e.spec.ts'], setupFiles: ['<rootDir>/test/support/file-database.ts'] },
  ],
};
