/**
 * Two kinds of tests: the production server (server.mjs) over real HTTP, plain ESM with nothing to
 * transform; and unit tests of the screens' pure helpers (src/**\/*.spec.ts beside the code), which ts-jest
 * compiles to CommonJS (the console itself is built by Vite).
 */
module.exports = {
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      rootDir: '.',
      testMatch: ['<rootDir>/test/**/*.test.mjs'],
      transform: {},
    },
    {
      displayName: 'units',
      testEnvironment: 'node',
      rootDir: '.',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: {
        '^.+\\.tsx?$': [
          'ts-jest',
          {
            tsconfig: {
              module: 'commonjs',
              moduleResolution: 'node10',
              verbatimModuleSyntax: false,
              isolatedModules: true,
              esModuleInterop: true,
              lib: ['DOM', 'DOM.Iterable', 'ES2023'],
              types: ['node'],
            },
          },
        ],
      },
    },
  ],
};
