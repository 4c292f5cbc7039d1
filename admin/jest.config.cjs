/**
 * Three kinds of tests: the production server (server.mjs) over real HTTP, plain ESM with nothing to
 * transform; unit tests of the screens' pure helpers (src/**\/*.spec.ts beside the code); and component
 * tests of the screens (src/**\/*.spec.tsx) rendered in jsdom with Testing Library inside react-admin's
 * AdminContext with a fake data provider (decision 234). ts-jest compiles both to CommonJS; react-admin's
 * ESM-only dependencies load through Node 24's require(esm) (hence --experimental-vm-modules in the test
 * script). The console itself is built by Vite.
 */
const tsJest = [
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
];

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
      transform: { '^.+\\.tsx?$': tsJest },
    },
    {
      displayName: 'components',
      // One environment for both apps' component tests, at the repository root.
      testEnvironment: '<rootDir>/../test/jsdom-environment.cjs',
      rootDir: '.',
      testMatch: ['<rootDir>/src/**/*.spec.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/components-setup.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
    },
  ],
};
