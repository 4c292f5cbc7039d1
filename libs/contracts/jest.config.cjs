/** Unit tests of the shared library's own logic (*.spec.ts beside the code), compiled to CommonJS by ts-jest. */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // The sources import siblings as './x.js' (ESM output); ts-jest resolves them to the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: { module: 'commonjs', moduleResolution: 'node10', lib: ['ES2023', 'DOM'] } },
    ],
  },
};
