// Three projects, run as separate steps by `npm test`: unit specs next to the code, cross-process
// tests against real Postgres/Redis/processes, and browser tests in Debian's Chromium.
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }];
const tsJestFront = [
  'ts-jest',
  { tsconfig: { module: 'commonjs', esModuleInterop: true, jsx: 'react-jsx' }, diagnostics: false },
];
const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': tsJest },
  moduleNameMapper: {
    '^@creneau/contracts$': '<rootDir>/libs/contracts/src',
    '^@creneau/server$': '<rootDir>/libs/server/src',
    '^@creneau/browser$': '<rootDir>/libs/browser/src',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/var/'],
};

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/{api,workers,libs}/**/src/**/*.spec.ts'] },
    {
      ...shared,
      // Also named 'unit' so that `--selectProjects unit` runs them. A project of its own because ts-jest keeps
      // one compiler per project, and web and dashboard (ES-module packages) must be compiled to CommonJS here.
      displayName: 'unit',
      testMatch: ['<rootDir>/{web,dashboard}/src/**/*.spec.ts'],
      // .tsx too: a spec may render a component to markup (react-dom/server) and check what it shows.
      transform: { '^.+\\.tsx?$': tsJestFront },
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-tests.ts'],
    },
    {
      ...shared,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-tests.ts'],
    },
  ],
};
