// Fails the build on a known high or critical vulnerability in the production dependencies (what the
// images ship), unless a reviewed entry of .ci/audit-allowlist.json accepts it (docs/security.md,
// decision 230). Run by scripts/test.sh (lint stage).
//
//   node scripts/audit-gate.mjs                  runs `npm audit --omit=dev --audit-level=high --json`
//   node scripts/audit-gate.mjs --report FILE    reads a saved report instead (tests)
//   ... --allowlist FILE --today YYYY-MM-DD      another allow-list, another day (tests)
//
// When the registry's advisory endpoint cannot be asked (a machine that reaches only a registry mirror
// without it, no network), it says so in a warning and exits 0: no answer is not a finding, and a
// build must not depend on a service it cannot reach. Exits 1 on an advisory nobody accepted, or on an
// allow-list entry that is malformed or whose review is older than REVIEW_DAYS.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** An accepted advisory is looked at again at least this often. */
export const REVIEW_DAYS = 180;
const BLOCKING = new Set(['high', 'critical']);

/** The high and critical advisories of an `npm audit --json` report (v2), one per advisory and package. */
export function blockingAdvisories(report) {
  const found = new Map();
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      // A string names another vulnerable package this one depends on: listed under its own name.
      if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      const ghsa = /GHSA(-[23456789cfghjmpqrvwx]{4}){3}/.exec(via.url ?? '')?.[0];
      const key = `${ghsa ?? via.source}:${via.name ?? name}`;
      found.set(key, {
        id: ghsa ?? String(via.source),
        source: via.source,
        package: via.name ?? name,
        severity: via.severity,
        title: via.title ?? '',
        url: via.url ?? '',
        range: via.range ?? '',
      });
    }
  }
  return [...found.values()];
}

/** Problems of the allow-list itself: each entry needs id, package, reason and a recent review date. */
export function allowlistProblems(entries, today) {
  if (!Array.isArray(entries)) return ['the allow-list must be a JSON array'];
  const problems = [];
  entries.forEach((entry, i) => {
    const where = `entry ${i + 1}${entry?.id ? ` (${entry.id})` : ''}`;
    for (const field of ['id', 'package', 'reason', 'reviewed']) {
      if (typeof entry?.[field] !== 'string' || !entry[field].trim())
        problems.push(`${where}: ${field} missing`);
    }
    if (typeof entry?.reviewed !== 'string') return;
    const reviewed = Date.parse(`${entry.reviewed}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.reviewed) || Number.isNaN(reviewed)) {
      problems.push(`${where}: reviewed must be a date (YYYY-MM-DD)`);
    } else if ((today.getTime() - reviewed) / 86_400_000 > REVIEW_DAYS) {
      problems.push(
        `${where}: reviewed ${entry.reviewed}, more than ${REVIEW_DAYS} days ago; review it again`,
      );
    }
  });
  return problems;
}

const accepts = (entry, advisory) =>
  entry.package === advisory.package && (entry.id === advisory.id || entry.id === String(advisory.source));

/**
 * The verdict on one report: `unavailable` (the endpoint did not answer: a warning), or the advisories
 * nobody accepted and the allow-list entries no advisory needs any more.
 */
export function judge(report, allowlist) {
  if (!report || typeof report !== 'object' || (!report.vulnerabilities && !report.metadata)) {
    const why = report?.message ?? report?.error?.summary ?? 'no report';
    return { unavailable: String(why) };
  }
  const advisories = blockingAdvisories(report);
  return {
    refused: advisories.filter((advisory) => !allowlist.some((entry) => accepts(entry, advisory))),
    accepted: advisories.filter((advisory) => allowlist.some((entry) => accepts(entry, advisory))),
    unused: allowlist.filter((entry) => !advisories.some((advisory) => accepts(entry, advisory))),
  };
}

function option(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

function readReport() {
  const saved = option('--report');
  if (saved) return parse(readFileSync(saved, 'utf8'));
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (audit.error) return { message: `npm audit did not run: ${audit.error.message}` };
  return parse(audit.stdout);
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return { message: 'npm audit gave no readable report' };
  }
}

function main() {
  const allowlistFile = option('--allowlist') ?? path.join(root, '.ci', 'audit-allowlist.json');
  const today = new Date(option('--today') ?? Date.now());
  const allowlist = JSON.parse(readFileSync(allowlistFile, 'utf8'));
  const listProblems = allowlistProblems(allowlist, today);
  for (const problem of listProblems) console.log(`  ✗ ${path.basename(allowlistFile)}: ${problem}`);

  const verdict = judge(readReport(), Array.isArray(allowlist) ? allowlist : []);
  if (verdict.unavailable) {
    console.log(
      `  ! WARNING: the registry's advisory endpoint could not be asked (${verdict.unavailable}); ` +
        'production dependencies NOT checked for known vulnerabilities this run',
    );
    process.exit(listProblems.length ? 1 : 0);
  }
  for (const a of verdict.accepted)
    console.log(`  ~ ${a.package}: ${a.id} (${a.severity}) accepted by the allow-list`);
  for (const entry of verdict.unused)
    console.log(`  ! ${entry.package}: ${entry.id} is allowed but no longer reported; remove the entry`);
  for (const a of verdict.refused)
    console.log(`  ✗ ${a.package} ${a.range}: ${a.severity} ${a.id} ${a.title} ${a.url}`.trimEnd());
  if (!verdict.refused.length) console.log('  ✓ no high or critical advisory in the production dependencies');
  process.exit(verdict.refused.length || listProblems.length ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
