// Checks the deployment files without Docker (this project's machines have only the docker client, no
// engine and no compose): docker-compose.yml, the Dockerfile, .dockerignore and docs/deploy.env.example.
// Run by scripts/test.sh (lint stage); when `docker compose` or `docker-compose` exists it also runs
// `config -q` with the example settings. Prints one line per check; exits 1 when one fails.
//
//   node scripts/check-deploy-config.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { isExcluded, readDockerignore } from './docker-context.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
let failures = 0;
function check(what, ok, detail = '') {
  if (ok) console.log(`  ✓ ${what}`);
  else {
    failures++;
    console.log(`  ✗ ${what}${detail ? `: ${detail}` : ''}`);
  }
}

// --- the example settings ---------------------------------------------------------------------------
const exampleEnv = Object.fromEntries(
  read('docs/deploy.env.example')
    .split('\n')
    .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

// --- docker-compose.yml -------------------------------------------------------------------------------
console.log('docker-compose.yml');
const composeText = read('docker-compose.yml');
const compose = parse(composeText, { merge: true });
const services = compose.services ?? {};

// Compose interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?message}, ${VAR?message}.
const references = [...composeText.matchAll(/\$\{([A-Z_][A-Z0-9_]*)(?:(:?[-?])([^}]*))?\}/g)].map((m) => ({
  name: m[1],
  required: m[2] === ':?' || m[2] === '?',
  hasDefault: m[2] === ':-' || m[2] === '-',
}));
const required = [...new Set(references.filter((r) => r.required).map((r) => r.name))];
const mentioned = new Set(references.map((r) => r.name));
const missing = required.filter((name) => !exampleEnv[name]);
check(
  'every required setting has a value in docs/deploy.env.example',
  missing.length === 0,
  missing.join(', '),
);
const unused = Object.keys(exampleEnv).filter((name) => !mentioned.has(name));
check(
  'docs/deploy.env.example names only settings the compose file uses',
  unused.length === 0,
  unused.join(', '),
);
const bare = references.filter((r) => !r.required && !r.hasDefault).map((r) => r.name);
check(
  'every setting is either required (:?) or has a default (:-)',
  bare.length === 0,
  [...new Set(bare)].join(', '),
);

const expected = ['mysql', 'redis', 'migrate', 'api', 'worker', 'member-web', 'admin'];
const absent = expected.filter((name) => !services[name]);
check(`services ${expected.join(', ')}`, absent.length === 0, `missing ${absent.join(', ')}`);

const unpinned = Object.entries(services)
  .filter(([, s]) => s.image && !s.build)
  .filter(([, s]) => !/:[^:]*\d[^:]*$/.test(s.image) || /:latest$/.test(s.image))
  .map(([name, s]) => `${name} (${s.image})`);
check('third-party images are pinned to a version', unpinned.length === 0, unpinned.join(', '));

const dockerfile = read('Dockerfile');
const stages = new Set([...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1]));
const badTargets = Object.entries(services)
  .filter(([, s]) => s.build && !stages.has(s.build.target))
  .map(([name, s]) => `${name} (${s.build.target})`);
check('every built service names a Dockerfile target', badTargets.length === 0, badTargets.join(', '));

const redisCommand = [services.redis?.command ?? []].flat().join(' ');
check(
  'redis keeps its data: --appendonly yes on a volume at /data',
  /--appendonly\s+'?yes/.test(redisCommand) &&
    (services.redis?.volumes ?? []).some((v) => String(v).endsWith(':/data')),
);
check(
  'redis never evicts queued jobs: --maxmemory-policy noeviction',
  /--maxmemory-policy\s+noeviction/.test(redisCommand),
);

const withoutHealth = ['mysql', 'redis', 'api', 'worker', 'member-web', 'admin'].filter(
  (name) => !services[name]?.healthcheck?.test,
);
check(
  'health checks: mysql, redis, api, worker, member-web, admin',
  withoutHealth.length === 0,
  withoutHealth.join(', '),
);

const withoutInit = ['api', 'worker', 'member-web', 'admin'].filter((name) => services[name]?.init !== true);
check(
  'init: true for the Node services (SIGTERM reaches them)',
  withoutInit.length === 0,
  withoutInit.join(', '),
);

check(
  'migrate is a one-shot service (restart: no) on the migrate target',
  services.migrate?.build?.target === 'migrate' && String(services.migrate?.restart) === 'no',
);
const notAfterMigrate = ['api', 'worker'].filter(
  (name) => services[name]?.depends_on?.migrate?.condition !== 'service_completed_successfully',
);
check(
  'api and worker start after migrate succeeded',
  notAfterMigrate.length === 0,
  notAfterMigrate.join(', '),
);

const appServices = ['migrate', 'api', 'worker', 'member-web'];
const notProduction = appServices.filter((name) => services[name]?.environment?.NODE_ENV !== 'production');
check(
  'NODE_ENV=production for migrate, api, worker, member-web',
  notProduction.length === 0,
  notProduction.join(', '),
);
const devOnly = appServices.flatMap((name) =>
  Object.entries(services[name]?.environment ?? {})
    .filter(([, value]) => /dev-only|devonly|sandbox/i.test(String(value)))
    .map(([key]) => `${name}.${key}`),
);
check('no dev-only value or sandbox address in the app services', devOnly.length === 0, devOnly.join(', '));

check(
  'member-web requires one shared SESSION_SECRET (${SESSION_SECRET:?...})',
  /SESSION_SECRET:\s*\$\{SESSION_SECRET:\?/.test(composeText),
);
const noTrust = ['api', 'member-web'].filter((name) => !services[name]?.environment?.TRUST_PROXY);
check('TRUST_PROXY is set for api and member-web', noTrust.length === 0, noTrust.join(', '));

// --- Dockerfile -------------------------------------------------------------------------------------------
console.log('Dockerfile');
const instructions = dockerfile.replace(/\\\n/g, ' ');
const stageText = Object.fromEntries(
  instructions
    .split(/^(?=FROM\s)/m)
    .map((text) => [/^FROM\s+\S+\s+AS\s+(\S+)/i.exec(text)?.[1], text])
    .filter(([name]) => name),
);
check('no npm ci (it refuses this lock file; docs/toolchain)', !/^\s*RUN\b.*\bnpm ci\b/m.test(instructions));
check('no seed and no demo data', !/^\s*(RUN|CMD|ENTRYPOINT)\b.*\b(seed|demo)\b/im.test(instructions));
check('no payment sandboxes', !/sandboxes\/dist|sandboxes\/main/.test(instructions));
const noHealth = ['api', 'worker', 'member-web', 'admin'].filter(
  (name) => !/^HEALTHCHECK\s/m.test(stageText[name] ?? ''),
);
check('HEALTHCHECK in api, worker, member-web, admin', noHealth.length === 0, noHealth.join(', '));
const runtimes = ['api-runtime', 'member-web', 'admin'];
const noProd = runtimes.filter((name) => !/^ENV\s.*\bNODE_ENV=production\b/m.test(stageText[name] ?? ''));
check('NODE_ENV=production in every runtime image', noProd.length === 0, noProd.join(', '));
check(
  'production dependencies only in the runtime images (prod-deps, never the build stage node_modules)',
  !/COPY\s+--from=build\s+\S*node_modules/.test(instructions) &&
    /image-build\.sh prod-deps api/.test(instructions) &&
    /image-build\.sh prod-deps web/.test(instructions),
);
const runsAsRoot = ['api-runtime', 'member-web', 'admin'].filter(
  (name) => !/^USER\s+node\b/m.test(stageText[name] ?? ''),
);
check('the runtime images run as the node user', runsAsRoot.length === 0, runsAsRoot.join(', '));

// --- .dockerignore --------------------------------------------------------------------------------------------
console.log('.dockerignore');
const rules = readDockerignore(path.join(root, '.dockerignore'));
const mustLeaveOut = [
  'api/src/dev/cli.ts',
  'api/src/dev/demo/demo-data.ts',
  'libs/payment-sandboxes/src/main.ts',
  'libs/payment-sandboxes/test/support/sandboxes.ts',
  'e2e/tests/landing.spec.ts',
  'api/test/support/global-setup.ts',
  'node_modules/x/index.js',
  'api/dist/main.js',
  '.env',
];
const leaked = mustLeaveOut.filter((file) => !isExcluded(rules, file));
check('leaves out sandboxes, demo data, tests, builds and .env', leaked.length === 0, leaked.join(', '));
const copied = [...dockerfile.matchAll(/^COPY\s+(?!--from)(.+)\s+\S+$/gm)]
  .flatMap((m) => m[1].split(/\s+/))
  .filter((file) => file !== '.');
const hidden = copied.filter((file) => isExcluded(rules, file));
check("keeps every file the Dockerfile's COPY lines name", hidden.length === 0, hidden.join(', '));

// --- docker compose config, where compose exists ---------------------------------------------------------
const composeCommand = [
  ['docker', ['compose', 'version']],
  ['docker-compose', ['version']],
].find(([command, args]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0);
if (composeCommand) {
  const [command] = composeCommand;
  const args = command === 'docker' ? ['compose'] : [];
  try {
    execFileSync(command, [...args, '--env-file', 'docs/deploy.env.example', 'config', '-q'], {
      cwd: root,
      stdio: 'pipe',
    });
    check(`${command} ${args.join(' ')} config accepts the file`.replace('  ', ' '), true);
  } catch (error) {
    check(`${command} config accepts the file`, false, String(error.stderr ?? error.message));
  }
} else {
  console.log('  - no docker compose / docker-compose here: checked with the YAML parser only');
}

if (failures) {
  console.error(`deployment files: ${failures} check(s) failed`);
  process.exit(1);
}
