#!/usr/bin/env node
// Adds up the results of one test.sh run and prints, last and alone on its line:
//   Tests: N passed, M failed[, K skipped]
//
//   node scripts/summarize-tests.mjs [--results-dir DIR] [--playwright FILE] [--failed-stage NAME]
//
// DIR holds jest JSON reports (jest --json --outputFile=..., or vitest's jest-compatible json reporter).
// FILE is Playwright's json reporter output (stats.expected / unexpected / flaky / skipped).
// --failed-stage names a stage that failed: if no test failure was counted, it counts as one failure,
//   so a run that failed never reads "0 failed".
// Exit code: 1 when anything failed, else 0.

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, basename } from 'node:path';

const options = { resultsDir: undefined, playwright: undefined, failedStage: undefined };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--results-dir') options.resultsDir = args[++i];
  else if (args[i] === '--playwright') options.playwright = args[++i];
  else if (args[i] === '--failed-stage') options.failedStage = args[++i];
  else {
    process.stderr.write(`summarize-tests.mjs: unknown argument ${args[i]}\n`);
    process.exit(2);
  }
}

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function add(source, passed, failed, skipped, note = '') {
  total.passed += passed;
  total.failed += failed;
  total.skipped += skipped;
  lines.push(`  ${source}: ${passed} passed, ${failed} failed, ${skipped} skipped${note}`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    lines.push(`  ${file}: unreadable (${e.message}), counted as 1 failure`);
    total.failed += 1;
    return undefined;
  }
}

// jest: suites that could not run (syntax error, failing import) hold no failed test, count them too.
if (options.resultsDir && existsSync(options.resultsDir)) {
  for (const name of readdirSync(options.resultsDir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const report = readJson(join(options.resultsDir, name));
    if (!report) continue;
    const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
    add(
      basename(name, '.json'),
      report.numPassedTests ?? 0,
      (report.numFailedTests ?? 0) + brokenSuites,
      (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      brokenSuites ? ` (${brokenSuites} suite(s) failed to run)` : '',
    );
  }
}

// Playwright: flaky tests passed on retry; errors outside tests (config, global setup, "no tests found")
// count as failures.
if (options.playwright && existsSync(options.playwright)) {
  const report = readJson(options.playwright);
  if (report) {
    const s = report.stats ?? {};
    const errors = Array.isArray(report.errors) ? report.errors.length : 0;
    const flaky = s.flaky ?? 0;
    add(
      'playwright',
      (s.expected ?? 0) + flaky,
      (s.unexpected ?? 0) + errors,
      s.skipped ?? 0,
      [flaky ? ` (${flaky} flaky)` : '', errors ? ` (${errors} error(s) outside tests)` : ''].join(''),
    );
  }
}

if (options.failedStage && total.failed === 0) {
  lines.push(`  stage "${options.failedStage}" failed: counted as 1 failure`);
  total.failed = 1;
}

if (lines.length) console.log(['Results:', ...lines].join('\n'));
console.log(
  `Tests: ${total.passed} passed, ${total.failed} failed` +
    (total.skipped ? `, ${total.skipped} skipped` : ''),
);
process.exit(total.failed ? 1 : 0);
