import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The API's domain modules (api/src/modules/<m>/), read from disk so that a new module is covered at once.
const apiModules = readdirSync(new URL('./api/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
  {
    files: ['api/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${apiModules.join('|')})/`,
              message:
                "Import another module through its index.ts ('../<module>'); export what it needs there (a service or a mapped type, never an entity or a DTO).",
            },
          ],
        },
      ],
    },
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
