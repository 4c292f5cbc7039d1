import { describe, expect, it, beforeAll } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The layer and cycle rules of eslint.config.mjs for the member site and the console (decision 234),
 * checked with the repository's real config: snippets are linted as if they were files at the given paths
 * (the files they import are the real ones on disk), in one ESLint process. As api/test/module-boundaries.
 */
const root = join(__dirname, '..', '..');

function lint(snippets: Record<string, string>): Map<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const [file, code] of Object.entries(JSON.parse(process.argv[1]))) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push([file, result.messages.map((m) => m.ruleId ?? m.message)]);
    }
    console.log(JSON.stringify(out));
  `;
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(snippets)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return new Map(JSON.parse(stdout) as [string, string[]][]);
}

let findings: Map<string, string[]>;

beforeAll(() => {
  findings = lint({
    // search-box.tsx importing the page that imports it: the cycle this rule was written for.
    'member-web/app/components/social/search-box.tsx':
      "import { loader } from '../../routes/Search';\nexport const used = loader;\n",
    // A component reaching into a route, even for a type.
    'member-web/app/components/social/fixture-route-type.tsx':
      "import type { loader } from '../../routes/resources.likes';\nexport type Used = typeof loader;\n",
    // A component taking a server module's value; its types are fine.
    'member-web/app/components/fixture-server-value.tsx':
      "import { idFrom } from '../locations.server';\nexport const used = idFrom;\n",
    'member-web/app/components/fixture-server-type.tsx':
      "import type { LocationLists } from '../locations.server';\nexport type Used = LocationLists;\n",
    // A route using components and server modules: the intended direction.
    'member-web/app/routes/fixture-route.tsx': [
      "import { SearchBox } from '../components/social/search-box';",
      "import { idFrom } from '../locations.server';",
      'export const used = [SearchBox, idFrom];',
      '',
    ].join('\n'),
    // A hook called conditionally; an effect missing a dependency.
    'member-web/app/components/fixture-hooks.tsx': [
      "import { useEffect, useState } from 'react';",
      'export function Thing({ on, id }: { on: boolean; id: number }) {',
      '  if (on) useState(0);',
      '  useEffect(() => console.log(id), []);',
      '  return null;',
      '}',
      '',
    ].join('\n'),
    // The console's core never imports a screen; a resource takes only types or messages from another.
    'admin/src/shared/fixture-core.tsx':
      "import { ReviewItemList } from '../review-items/ReviewItemList';\nexport const used = ReviewItemList;\n",
    'admin/src/escalations/fixture-screen.tsx':
      "import { ReviewItemShow } from '../review-items/ReviewItemShow';\nexport const used = ReviewItemShow;\n",
    'admin/src/escalations/fixture-types.tsx':
      "import { subjectTypeChoices } from '../review-items/types';\nexport const used = subjectTypeChoices;\n",
  });
});

describe('member site layers (eslint.config.mjs)', () => {
  it('refuses an import cycle between a component and the route that uses it', () => {
    expect(findings.get('member-web/app/components/social/search-box.tsx')).toEqual(
      expect.arrayContaining(['import-x/no-cycle', 'no-restricted-imports']),
    );
  });

  it('refuses a route import outside routes/, type-only included', () => {
    expect(findings.get('member-web/app/components/social/fixture-route-type.tsx')).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('refuses a server module’s value in a component, and accepts its types', () => {
    expect(findings.get('member-web/app/components/fixture-server-value.tsx')).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(findings.get('member-web/app/components/fixture-server-type.tsx')).toEqual([]);
  });

  it('accepts a route importing components and server modules', () => {
    expect(findings.get('member-web/app/routes/fixture-route.tsx')).toEqual([]);
  });

  it('enforces the rules of hooks and effect dependencies', () => {
    expect(findings.get('member-web/app/components/fixture-hooks.tsx')).toEqual([
      'react-hooks/rules-of-hooks',
      'react-hooks/exhaustive-deps',
    ]);
  });
});

describe('console layers (eslint.config.mjs)', () => {
  it('refuses a screen in the console core, and another resource’s screen in a resource', () => {
    expect(findings.get('admin/src/shared/fixture-core.tsx')).toEqual(['no-restricted-imports']);
    expect(findings.get('admin/src/escalations/fixture-screen.tsx')).toEqual(['no-restricted-imports']);
  });

  it('accepts another resource’s types', () => {
    expect(findings.get('admin/src/escalations/fixture-types.tsx')).toEqual([]);
  });
});
