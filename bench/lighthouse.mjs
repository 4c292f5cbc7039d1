// Lighthouse scores of the member site's main pages (issue 15: performance ≥ 95 and accessibility ≥ 95),
// with Debian's Chromium (scripts/ensure-chromium.sh) and Lighthouse from the npm registry (fetched by npx on
// first use, not a project dependency: only the bench needs it). Signed in through the site's login form;
// the cookie goes with every request Lighthouse makes.
//   /, /Home/User, /posts/{id}: desktop preset;  /Profile/{id}: a phone (Lighthouse's mobile emulation).
// Each page is measured BENCH_LIGHTHOUSE_RUNS (3) times and the run with the median performance score is
// kept, as Lighthouse's own guidance on variability advises: one run of the phone's simulated slow CPU moved
// by ten points between two runs of the same commit here. The kept run's first and largest contentful paint
// are printed with it.
//
// Usage (scripts/bench.sh does this): node bench/lighthouse.mjs http://127.0.0.1:WEB_PORT http://127.0.0.1:API_PORT [results.json]
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { BENCH_PASSWORD } from './constants.mjs';
import { printTable } from './table.mjs';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags this machine's Chromium needs (no sandbox as root, no background traffic to a closed network).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

const [web, api, resultsFile] = process.argv.slice(2).map((s, i) => (i < 2 ? s?.replace(/\/+$/, '') : s));

async function signIn() {
  const res = await fetch(`${web}/login`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'bench-1@bench.local', password: BENCH_PASSWORD, remember_me: '1' }),
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: web },
  });
  if (res.status !== 302 && res.status !== 303) throw new Error(`the site's login answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function lighthouse(url, { cookie, desktop }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const out = join(dir, 'report.json');
  try {
    await run(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--quiet',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-path=${CHROME}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        ...(desktop ? ['--preset=desktop'] : []),
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (category) => Math.round((report.categories[category]?.score ?? 0) * 100);
    // What costs points: the audits of both categories that did not pass, by id.
    const failing = ['performance', 'accessibility'].flatMap((category) =>
      (report.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => ref.id),
    );
    const ms = (audit) => Math.round(report.audits[audit]?.numericValue ?? NaN);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcp_ms: ms('first-contentful-paint'),
      lcp_ms: ms('largest-contentful-paint'),
      failing,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (!web || !api) throw new Error('usage: node bench/lighthouse.mjs WEB_URL API_URL [results.json]');
  const cookie = await signIn();
  const post = (await (await fetch(`${api}/api/posts/likes-desc?page=1`)).json()).data.data[0];
  const pages = [
    ['/ (signed out)', `${web}/`, { desktop: true }],
    ['/Home/User', `${web}/Home/User`, { cookie, desktop: true }],
    ['/posts/{id}', `${web}/posts/${post.id}`, { cookie, desktop: true }],
    ['/Profile/{id} on a phone', `${web}/Profile/${post.user.id}`, { cookie, desktop: false }],
  ];
  const results = [];
  for (const [name, url, options] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url, options));
    runs.sort((a, b) => a.performance - b.performance);
    const kept = runs[Math.floor(runs.length / 2)];
    results.push({ name, ...kept, runs: runs.map((r) => r.performance) });
    console.log(`  done: lighthouse ${name}`);
  }
  const verdict = (n) => (n >= 95 ? 'ok' : 'MISSED');
  console.log('\nLighthouse (goal ≥ 95 each)');
  printTable(
    ['page', 'performance', 'accessibility', `runs' performance`, 'FCP ms', 'LCP ms', ''],
    results.map((r) => [
      r.name,
      r.performance,
      r.accessibility,
      r.runs.join(' '),
      r.fcp_ms,
      r.lcp_ms,
      verdict(Math.min(r.performance, r.accessibility)),
    ]),
  );
  for (const r of results.filter((r) => r.failing.length))
    console.log(`  ${r.name}: ${r.failing.join(', ')}`);
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(`lighthouse.mjs: ${error.message}`);
  process.exit(1);
});
