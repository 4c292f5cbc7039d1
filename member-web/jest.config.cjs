/**
 * Unit tests of the site's pure helpers (*.spec.ts beside the code): no browser, no server. test/*.spec.ts
 * start the built site (server.mjs, after `nx build`) as its own process and talk to it over HTTP. ts-jest
 * compiles both to CommonJS; the site itself is built by Vite.
 */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/app/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
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
          jsx: 'react-jsx',
          lib: ['DOM', 'DOM.Iterable', 'ES2023'],
          types: ['node'],
        },
      },
    ],
  },
};
