import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

// The API's domain modules (api/src/modules/<m>/), read from disk so that a new module is covered at once.
const apiModules = readdirSync(new URL('./api/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The console's resource folders (admin/src/<resource>/): every folder but its core, auth/ and i18n/.
const adminCore = ['shared', 'providers', 'content', 'i18n', 'auth', 'dashboard'];
const adminResources = readdirSync(new URL('./admin/src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !adminCore.includes(entry.name))
  .map((entry) => entry.name);

// Import patterns of the API's module boundaries (decisions 070 and 250), used by the blocks below.
const deepImport = {
  regex: `^(\\.\\./)+(${apiModules.join('|')})/`,
  message:
    "Import another module through its index.ts ('../<module>'); export what it needs there (a service or a mapped type, never an entity or a DTO).",
};
const userEntityOutsideAccounts = {
  regex: '^(\\.\\./)+members$',
  importNames: ['UserEntity'],
  message:
    'The users table is written by accounts alone; read members through MemberDirectory, MemberAdminService or MemberAccountDataService.',
};
const membersImportNoModule = {
  regex: `^(\\.\\./)+(${apiModules.filter((m) => m !== 'members').join('|')})(/|$)`,
  message: 'members is the bottom layer (decision 250): it imports core/ and no other module.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.cache/**',
      '.tools/**',
      'var/**',
      'e2e/artifacts/**',
      'e2e/artifacts-*/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Module boundaries (docs/decisions/070). A module reaches another only through its index.ts
  // (`../accounts`, `../../accounts`), never its files (`../accounts/entities/user.entity`); climbing up to
  // modules/ and down into a module's folder is what a deep import looks like from any depth.
  // domain.modules.ts (the composition root, beside the module folders) is not inside a module.
  // members is the bottom layer (decision 250): it imports no other module, and the users table's entity that
  // its index exports is for accounts alone (the writer of a member's own account). Flat config replaces a
  // rule's options per file, so each block below repeats the patterns that apply to its files.
  {
    files: ['api/src/modules/*/**/*.ts'],
    ignores: ['api/src/modules/{accounts,members}/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport, userEntityOutsideAccounts] }] },
  },
  {
    files: ['api/src/modules/accounts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport] }] },
  },
  {
    files: ['api/src/modules/members/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport, membersImportNoModule] }] },
  },
  // core/ is infrastructure that modules build on: it never imports a module.
  {
    files: ['api/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message: 'core/ must not import a domain module; move the shared piece into core/ instead.',
            },
          ],
        },
      ],
    },
  },
  // The two React apps (decision 234). The rules of hooks are errors; a missing effect dependency is one
  // too, since a stale closure is a bug a member sees (fixed, or a disable that says why).
  {
    files: ['member-web/app/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      // Without these the rule reads only .js files and so never sees a cycle through a .ts(x) file.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // No import cycles inside an app: a cycle is two files that cannot be understood (or moved) one
      // without the other. The rule skips type-only imports (erased); the layer rules below still refuse a
      // component's type import of a route. Packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Member site layers (decision 234): routes/ (and pages/, route modules declared in vite.config.ts,
  // decision 465) use components/ and *.server.ts, never the other way.
  // Nothing outside routes/ imports a route, not even its loader's type (the component owns the shape it
  // fetches and the route's loader promises it); routes import another route only to re-export it.
  {
    files: ['member-web/app/**/*.{ts,tsx}'],
    ignores: ['member-web/app/routes/**', 'member-web/app/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(routes|pages)(/|$)',
              message:
                'Only routes import routes: move the shared piece into components/ or a plain module (for a fetcher, type its data beside the component and let the loader promise it).',
            },
          ],
        },
      ],
    },
  },
  // A *.server.ts module's values only from routes/, root.tsx, entry.server.tsx and other server modules
  // (and their specs). An `import type` is allowed anywhere: it is erased, so no server code can reach the
  // browser through it, and it points the same way as the layers (the server never imports components).
  {
    files: ['member-web/app/**/*.{ts,tsx}'],
    ignores: [
      'member-web/app/routes/**',
      'member-web/app/pages/**',
      'member-web/app/root.tsx',
      'member-web/app/entry.server.tsx',
      'member-web/app/**/*.server.{ts,tsx}',
      'member-web/app/**/*.server.spec.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.server$',
              allowTypeImports: true,
              message:
                'Server modules are for routes and other server modules; a component takes their data as props (an `import type` is fine).',
            },
          ],
        },
      ],
    },
  },
  // Console layers, like the API's: shared/, providers/ and content/ are the console's core and never import
  // a resource folder, auth/ or the app; a resource folder takes from another only its types or messages.
  {
    files: ['admin/src/{shared,providers,content}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!(shared|providers|content)/)',
              message:
                'The console core (shared/, providers/, content/) must not import a screen or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`admin/src/{${adminResources.join(',')}}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(${adminResources.join('|')})/(?!(types|i18n)$)`,
              message:
                "A resource takes from another only its types or messages ('../<resource>/types'); move a shared screen piece into shared/.",
            },
          ],
        },
      ],
    },
  },
  // Settings come from one validated place (architecture: "Nothing else reads process.env"): the API's
  // core/config and its command-line entry points, the member site's env.server.ts. Tests, scripts and the
  // e2e suite read their own environment.
  {
    files: ['api/src/**/*.ts', 'member-web/app/**/*.{ts,tsx}'],
    ignores: [
      'api/src/core/config/**',
      'api/src/cli.ts',
      'api/src/sandboxes/**',
      'member-web/app/env.server.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read settings through AppConfig (api/src/core/config) or env.server.ts (member-web), not process.env.',
        },
      ],
    },
  },
);
