/** The console's production server (server.mjs), tested over real HTTP; plain ESM, nothing to transform. */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.test.mjs'],
  transform: {},
  testTimeout: 30_000,
};
