/** Integration tests against the real MySQL/MariaDB server named by DATABASE_URL (each makes its own database). */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }] },
  testTimeout: 300_000,
};
