/**
 * Three kinds of tests, one jest run:
 * - units: the site's pure helpers (app/**\/*.spec.ts beside the code), no browser, no server;
 * - components: the screens' React components (app/**\/*.spec.tsx beside the code) rendered in jsdom with
 *   Testing Library, inside Remix's router through createRemixStub where they use loaders, actions or
 *   fetchers (decision 234);
 * - server: test/*.spec.ts start the built site (server.mjs, after `nx build`) as its own process and talk
 *   to it over HTTP.
 * ts-jest compiles them to CommonJS; the site itself is built by Vite.
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
      resolveJsonModule: true,
      jsx: 'react-jsx',
      lib: ['DOM', 'DOM.Iterable', 'ES2023'],
      types: ['node'],
    },
  },
];

module.exports = {
  // Component tests render whole screens; a busy machine (CI runs suites side by side) needs the room.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'units',
      testEnvironment: 'node',
      rootDir: '.',
      testMatch: ['<rootDir>/app/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
    },
    {
      displayName: 'components',
      // One environment for both apps' component tests, at the repository root.
      testEnvironment: '<rootDir>/../test/jsdom-environment.cjs',
      // Packages' Node (CommonJS) builds, as for the other tests: the browser builds of Remix's runtime
      // dependencies are ESM only, which ts-jest's CommonJS cannot require.
      testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
      rootDir: '.',
      testMatch: ['<rootDir>/app/**/*.spec.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/components-setup.ts'],
      // A screen's stylesheet import (Vite bundles it) is nothing to jsdom.
      moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.cjs' },
      transform: { '^.+\\.tsx?$': tsJest },
    },
  ],
};
