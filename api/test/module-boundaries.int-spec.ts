import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { cycles, readModuleGraph } from './support/module-graph';

/**
 * The boundary rules of eslint.config.mjs (docs/decisions/070), checked with the repository's real config:
 * snippets are linted as if they were files at the given paths, in one ESLint process.
 */
interface Finding {
  file: string;
  rules: string[];
}

const root = join(__dirname, '..', '..');

function lint(snippets: Record<string, string>): Finding[] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const snippets = JSON.parse(process.argv[1]);
    const out = [];
    for (const [file, code] of Object.entries(snippets)) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push({ file, rules: result.messages.map((m) => m.ruleId ?? m.message) });
    }
    console.log(JSON.stringify(out));
  `;
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(snippets)],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(stdout) as Finding[];
}

let findings: Map<string, string[]>;

beforeAll(() => {
  const results = lint({
    // A module reaching into another module's files, from any depth.
    'api/src/modules/social/fixture-deep.ts':
      "import { UserEntity } from '../members/entities/user.entity';\nexport const used = UserEntity;\n",
    'api/src/modules/billing/catalogue/fixture-deep.ts':
      "import type { CountryEntity } from '../../locations/entities/country.entity';\nexport type Used = CountryEntity;\n",
    'api/src/modules/social/dto/fixture-dto.ts':
      "import { SignupDto } from '../../accounts/dto/signup.dto';\nexport const used = SignupDto;\n",
    // Through the index, inside its own module, and into core/: allowed.
    'api/src/modules/billing/catalogue/fixture-ok.ts': [
      "import { LocationsService } from '../../locations';",
      "import { PlanEntity } from '../entities/plan.entity';",
      "import { NotFoundError } from '../../../core/errors/domain-error';",
      'export const used = [LocationsService, PlanEntity, NotFoundError];',
      '',
    ].join('\n'),
    // members is the bottom layer (decision 250): no other module, not even through its index; its users
    // entity goes to accounts alone.
    'api/src/modules/members/fixture-up.ts':
      "import { FollowsService } from '../follows';\nexport const used = FollowsService;\n",
    'api/src/modules/members/entities/fixture-up.ts':
      "import type { MemberCard } from '../../social';\nexport type Used = MemberCard;\n",
    'api/src/modules/members/fixture-ok.ts': [
      "import { PublicFiles } from '../../core/storage/public-files';",
      "import { UserEntity } from './entities/user.entity';",
      'export const used = [PublicFiles, UserEntity];',
      '',
    ].join('\n'),
    'api/src/modules/social/fixture-users.ts':
      "import { MemberDirectory, UserEntity } from '../members';\nexport const used = [MemberDirectory, UserEntity];\n",
    'api/src/modules/billing/staff/fixture-users.ts':
      "import { UserEntity } from '../../members';\nexport const used = UserEntity;\n",
    'api/src/modules/accounts/settings/fixture-users.ts':
      "import { MemberDirectory, UserEntity } from '../../members';\nexport const used = [MemberDirectory, UserEntity];\n",
    // core/ never imports a module.
    'api/src/core/http/fixture-core.ts':
      "import { SocialModule } from '../../modules/social';\nexport const used = SocialModule;\n",
    // process.env only in core/config and the CLI.
    'api/src/modules/billing/fixture-env.ts': 'export const key = process.env.PAYU_KEY;\n',
    'api/src/core/mail/fixture-env.ts': 'const { env } = process;\nexport const url = env.SMTP_URL;\n',
    'api/src/core/config/fixture-env.ts': 'export const key = process.env.PAYU_KEY;\n',
    // Tests may reach into internals (they set up data the way no client can).
    'api/test/fixture-test.ts':
      "import { UserEntity } from '../src/modules/members/entities/user.entity';\nexport const used = UserEntity;\n",
  });
  findings = new Map(results.map((r) => [r.file, r.rules]));
});

describe('module boundaries (eslint.config.mjs)', () => {
  it('refuses a deep import of another module’s entity, DTO or file, at any depth', () => {
    expect(findings.get('api/src/modules/social/fixture-deep.ts')).toEqual(['no-restricted-imports']);
    expect(findings.get('api/src/modules/billing/catalogue/fixture-deep.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(findings.get('api/src/modules/social/dto/fixture-dto.ts')).toEqual(['no-restricted-imports']);
  });

  it('accepts another module’s index, the module’s own files and core/', () => {
    expect(findings.get('api/src/modules/billing/catalogue/fixture-ok.ts')).toEqual([]);
  });

  it('refuses an import of a module from core/', () => {
    expect(findings.get('api/src/core/http/fixture-core.ts')).toEqual(['no-restricted-imports']);
  });

  it('refuses process.env outside core/config, read directly or destructured', () => {
    expect(findings.get('api/src/modules/billing/fixture-env.ts')).toEqual(['no-restricted-properties']);
    expect(findings.get('api/src/core/mail/fixture-env.ts')).toEqual(['no-restricted-properties']);
    expect(findings.get('api/src/core/config/fixture-env.ts')).toEqual([]);
  });

  it('lets tests import internals', () => {
    expect(findings.get('api/test/fixture-test.ts')).toEqual([]);
  });

  it('keeps members at the bottom: no other module, even through its index; core/ and its own files are fine', () => {
    expect(findings.get('api/src/modules/members/fixture-up.ts')).toEqual(['no-restricted-imports']);
    expect(findings.get('api/src/modules/members/entities/fixture-up.ts')).toEqual(['no-restricted-imports']);
    expect(findings.get('api/src/modules/members/fixture-ok.ts')).toEqual([]);
  });

  it('gives the users entity to accounts alone', () => {
    expect(findings.get('api/src/modules/social/fixture-users.ts')).toEqual(['no-restricted-imports']);
    expect(findings.get('api/src/modules/billing/staff/fixture-users.ts')).toEqual(['no-restricted-imports']);
    expect(findings.get('api/src/modules/accounts/settings/fixture-users.ts')).toEqual([]);
  });
});

/**
 * The module graph the sources draw (test/support/module-graph.ts): lint sees one import at a time, so a
 * cycle of modules that each import the other's index (accounts and social did, decision 250) passes it.
 */
describe('module graph', () => {
  const graph = readModuleGraph();

  it('has no cycles', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has members and locations at the bottom, importing no module', () => {
    expect([...graph.get('members')!]).toEqual([]);
    expect([...graph.get('locations')!]).toEqual([]);
  });

  it('has search below the modules whose things it finds: it imports members (cards) and no other module', () => {
    expect([...graph.get('search')!]).toEqual(['members']);
  });

  it('has nothing importing accounts, the top of the member domain', () => {
    const importers = [...graph].filter(([, targets]) => targets.has('accounts')).map(([from]) => from);
    expect(importers).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const looped = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(looped)).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads real edges (social imports members)', () => {
    expect(graph.get('social')!.has('members')).toBe(true);
  });
});
