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
  // Every file closes what it opens, yet after the whole run something still holds the process open (no
  // socket or timer of ours was found; see the closing note of issue 9). Exit once the results are written
  // rather than hang CI; a file that leaks still shows in `--detectOpenHandles` runs.
  forceExit: true,
};
