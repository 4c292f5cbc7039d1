// node --test scripts/audit-gate.test.mjs (scripts/test.sh runs it before the gate itself)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { allowlistProblems, judge } from './audit-gate.mjs';

const GATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'audit-gate.mjs');

/** An `npm audit --json` report (v2) as npm 11 writes it, trimmed to the fields the gate reads. */
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'body-parser': {
      name: 'body-parser',
      severity: 'high',
      via: [
        {
          source: 1099520,
          name: 'body-parser',
          title: 'body-parser vulnerable to denial of service when url encoding is enabled',
          url: 'https://github.com/advisories/GHSA-qwcr-r2fm-qrc7',
          severity: 'high',
          range: '<1.20.3',
        },
      ],
    },
    express: { name: 'express', severity: 'high', via: ['body-parser'] },
    cookie: {
      name: 'cookie',
      severity: 'low',
      via: [
        {
          source: 1099846,
          name: 'cookie',
          title: 'cookie accepts cookie name, path, and domain with out of bounds characters',
          url: 'https://github.com/advisories/GHSA-pxg6-pf52-xh8x',
          severity: 'low',
          range: '<0.7.0',
        },
      ],
    },
  },
  metadata: { vulnerabilities: { low: 1, moderate: 0, high: 2, critical: 0, total: 3 } },
};

/** What npm audit printed on this project's machines, whose registry mirror has no advisory endpoint. */
const unreachable = {
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
};

const entry = {
  id: 'GHSA-qwcr-r2fm-qrc7',
  package: 'body-parser',
  reason: 'only JSON bodies are parsed; url encoding is off',
  reviewed: '2026-11-28',
};
const today = new Date('2026-11-28T12:00:00Z');

function gate(reportValue, allowlist, day = '2026-11-28') {
  const dir = mkdtempSync(path.join(tmpdir(), 'audit-gate-'));
  writeFileSync(path.join(dir, 'report.json'), JSON.stringify(reportValue));
  writeFileSync(path.join(dir, 'allow.json'), JSON.stringify(allowlist));
  const run = spawnSync(
    process.execPath,
    [
      GATE,
      '--report',
      path.join(dir, 'report.json'),
      '--allowlist',
      path.join(dir, 'allow.json'),
      '--today',
      day,
    ],
    { encoding: 'utf8' },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the audit gate', () => {
  it('refuses a high advisory nobody accepted, naming it, and ignores low ones', () => {
    const verdict = judge(report, []);
    assert.deepEqual(
      verdict.refused.map((a) => [a.package, a.id, a.severity]),
      [['body-parser', 'GHSA-qwcr-r2fm-qrc7', 'high']],
    );
    const run = gate(report, []);
    assert.equal(run.status, 1);
    assert.match(run.output, /✗ body-parser <1\.20\.3: high GHSA-qwcr-r2fm-qrc7/);
    assert.doesNotMatch(run.output, /cookie/);
  });

  it('passes an advisory a reviewed entry accepts for that package, and only for it', () => {
    assert.deepEqual(judge(report, [entry]).refused, []);
    assert.equal(gate(report, [entry]).status, 0);
    assert.equal(judge(report, [{ ...entry, package: 'express' }]).refused.length, 1);
  });

  it('refuses an allow-list entry without a reason or with a review older than 180 days', () => {
    assert.deepEqual(allowlistProblems([{ ...entry, reason: '' }], today), [
      'entry 1 (GHSA-qwcr-r2fm-qrc7): reason missing',
    ]);
    assert.match(allowlistProblems([{ ...entry, reviewed: '2026-01-01' }], today)[0], /review it again/);
    const run = gate(report, [entry], '2027-09-01');
    assert.equal(run.status, 1);
    assert.match(run.output, /more than 180 days ago/);
  });

  it('warns and passes when the advisory endpoint cannot be asked, as on this project’s machines', () => {
    assert.deepEqual(judge(unreachable, []), { unavailable: unreachable.message });
    const run = gate(unreachable, []);
    assert.equal(run.status, 0);
    assert.match(
      run.output,
      /WARNING: the registry's advisory endpoint could not be asked \(405 Method Not Allowed/,
    );
    assert.match(run.output, /NOT checked/);
  });

  it('passes a clean report', () => {
    const clean = { auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities: { total: 0 } } };
    const run = gate(clean, []);
    assert.equal(run.status, 0);
    assert.match(run.output, /✓ no high or critical advisory/);
  });
});
