/**
 * Unit tests of the site's pure helpers (*.spec.ts beside the code): no browser, no server. ts-jest
 * compiles them to CommonJS; the site itself is built by Vite.
 */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/app/**/*.spec.ts'],
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
