/** Unit tests live beside the code (*.spec.ts); integration tests against real MySQL and Redis in test/. */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: { ignoreCodes: [151002] } }],
  },
  setupFiles: ['<rootDir>/test/support/test-env.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  testTimeout: 30_000,
  // Files run in parallel workers, each against its own database and Redis index (test/support/test-env.ts).
  // `--runInBand` still works: it is worker 1 alone.
  maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
  // A worker whose heap has grown past this after a file is replaced by a fresh one (same worker id).
  workerIdleMemoryLimit: '2GB',
};
