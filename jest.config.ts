import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const config: Config = {
  // A test server starts a database, migrates it and hashes two passwords: seconds on a
  // busy 2-core machine, more than Jest's default 5 s.
  testTimeout: 30_000,
  // Jest's default leaves a core for itself and, on two, runs every file in its one process;
  // the files mostly wait on a database or compute alone, so one worker a core.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src', '<rootDir>/store'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/src/testing/styleMock.ts' },
      transform,
      // Redux DevTools' packages (the import tests of store/eventlog) and the uuid that
      // socketcluster-client nests ship ES modules only (the last node_modules decides).
      transformIgnorePatterns: [
        '/node_modules/(?!(@redux-devtools|nanoid|uuid)/)(?!.*/node_modules/)',
      ],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/api-spec', '<rootDir>/scripts', '<rootDir>/rules'],
      globalSetup: '<rootDir>/server/testing/jestGlobalSetup.ts',
      transform,
    },
  ],
};

export default config;
